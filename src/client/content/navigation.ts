import {
  BOYS_HOSTEL_SLUGS,
  BRANCH_PATHS,
  GIRLS_HOSTEL_SLUGS,
  LEGAL_PATHS,
  PUBLICATION_PATHS,
  SCHOOL_SLUGS,
} from '../../shared/routes';

// The site's menus (docs/product.md#header-and-footer) as typed data. Every address comes from
// src/shared/routes.ts, and every label map is keyed by the route constants, so a route added there without a
// label here is a type error.

export interface NavLink {
  label: string;
  to: string;
}

/** A named list of links: a dropdown, a group of the Education menu or a footer section. */
export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

export type HeaderItem =
  | { kind: 'link'; id: string; label: string; to: string }
  | { kind: 'menu'; id: string; label: string; links: NavLink[] }
  /** Two-level menu: groups on the left, the chosen group's links on the right. */
  | { kind: 'groups'; id: string; label: string; groups: NavGroup[] };

type Slug<T extends readonly string[]> = T[number];

const BRANCH_LABELS: Record<Slug<typeof BRANCH_PATHS>, string> = {
  '/veer-seva-dal': 'Veer Seva Dal',
  '/graduate-association': 'Graduate Association',
  '/jain-mahila-parishad': 'Jain Mahila Parishad',
  '/veer-mahila-mandal': 'Veer Mahila Mandal',
  '/shree-kshetra-committee-stavnidhi': 'Shree Kshetra Committee Stavnidhi',
  '/central-library': 'Central Library',
  '/prathamacharya-shri-shantisagar-smarak-yalgud': 'Prathamacharya Shri Shantisagar Smarak, Yalgud',
  '/jain-puratan-vastu-jatan-sanshodhan-samiti': 'Jain Puratan Vastu Jatan Sanshodhan Samiti',
  '/jain-dharmiya-samanvay-samiti': 'Jain Dharmiya Samanvay Samiti',
};

const BOYS_HOSTEL_LABELS: Record<Slug<typeof BOYS_HOSTEL_SLUGS>, string> = {
  'seth-r-d-dawda-digambar-jain-boarding-sangli': 'Seth R. D. Dawda Digambar Jain Boarding, Sangli',
  'digambar-jain-boarding-kolhapur': 'Digambar Jain Boarding, Kolhapur',
  'digambar-jain-boarding-hubli': 'Digambar Jain Boarding, Hubli',
  'manikbag-digambar-jain-boarding-belgaum': 'Manikbag Digambar Jain Boarding, Belgaum',
  'digambar-jain-boarding-ichalkaranji': 'Digambar Jain Boarding, Ichalkaranji',
};

const GIRLS_HOSTEL_LABELS: Record<Slug<typeof GIRLS_HOSTEL_SLUGS>, string> = {
  'jain-shravikashram-kolhapur': 'Jain Shravikashram, Kolhapur',
  'shrimatibai-kalantre-jain-mahilashram-sangli': 'Shrimatibai Kalantre Jain Mahilashram, Sangli',
  'late-sou-sumanbai-rajabhau-kala-jain-shravikashram-aurangabad':
    'Late Sou. Sumanbai Rajabhau Kala Jain Shravikashram, Aurangabad',
};

const SCHOOL_LABELS: Record<Slug<typeof SCHOOL_SLUGS>, string> = {
  'shrimanti-annasaheb-patil-highschool-nandre': 'Shrimanti Annasaheb Patil Highschool, Nandre',
  'babaso-nangonda-patil-english-medium-school-dudhgaon':
    'Babaso Nangonda Patil English Medium School, Dudhgaon',
  'veeracharya-babasaheb-kuchanure-vidyamandir-savalwadi-malwadi':
    'Veeracharya Babasaheb Kuchanure Vidyamandir, Savalwadi-Malwadi',
  'Jain-english-medium-school-ambad': 'Jain English Medium School, Ambad',
  'veercharya-bhabasaheb-kuchnure-iti-sangli': 'Veercharya Babasaheb Kuchnure ITI, Sangli',
};

const PUBLICATION_LABELS: Record<Slug<typeof PUBLICATION_PATHS>, string> = {
  '/publications/pragati-and-jin-vijay': 'Pragati and Jinvijay',
  '/publications/shanti-sagar-calendar': 'Shantisagar Calendar',
  '/publications/shri-b-b-patil-granth-prakashan': 'Shri B. B. Patil Granth Prakashan',
};

const LEGAL_LABELS: Record<Slug<typeof LEGAL_PATHS>, string> = {
  '/legal/terms-and-conditions': 'Terms and Conditions',
  '/legal/cancellation-and-refund-policy': 'Cancellation and Refund Policy',
  '/legal/shipping-and-delivery-policy': 'Shipping and Delivery Policy',
  '/legal/privacy-policy': 'Privacy Policy',
};

const linksOf = <T extends string>(paths: readonly T[], labels: Record<T, string>, prefix = ''): NavLink[] =>
  paths.map((path) => ({ label: labels[path], to: `${prefix}${path}` }));

export const BRANCH_LINKS = linksOf(BRANCH_PATHS, BRANCH_LABELS);
export const BOYS_HOSTEL_LINKS = linksOf(BOYS_HOSTEL_SLUGS, BOYS_HOSTEL_LABELS, '/boys-hostel/');
export const GIRLS_HOSTEL_LINKS = linksOf(GIRLS_HOSTEL_SLUGS, GIRLS_HOSTEL_LABELS, '/girls-hostel/');
export const SCHOOL_LINKS = linksOf(SCHOOL_SLUGS, SCHOOL_LABELS, '/school/');
export const PUBLICATION_LINKS = linksOf(PUBLICATION_PATHS, PUBLICATION_LABELS);
export const LEGAL_LINKS = linksOf(LEGAL_PATHS, LEGAL_LABELS);

// The pages that more than one menu lists, so that each label and address is written once.
const HOME: NavLink = { label: 'Home', to: '/' };
const CONTACT_US: NavLink = { label: 'Contact Us', to: '/contact-us' };

/** The About Us menu, in its order; the footer adds the Board of Directors. */
const ABOUT_PAGES = {
  sabha: { label: 'About Sabha', to: '/about-sabha' },
  history: { label: 'History', to: '/history' },
  centralCommittee: { label: 'Central Committee', to: '/central-committee' },
  president: { label: 'About President', to: '/about-president' },
} satisfies Record<string, NavLink>;

export const ABOUT_LINKS: NavLink[] = Object.values(ABOUT_PAGES);

/** The Sabha's fields of work, in the Education menu and in the footer. */
const WORK_PAGES = {
  education: { label: 'Education', to: '/education' },
  health: { label: 'Health', to: '/health' },
  socialWork: { label: 'Social Work', to: '/social-work' },
  awards: { label: 'Awards', to: '/social-work/awards' },
  matrimonyEvents: { label: 'Matrimony Events', to: '/social-work/matrimony-events' },
  scholarship: { label: 'Scholarship', to: '/Scholarship' },
} satisfies Record<string, NavLink>;

/** The Education menu's first group: the Sabha's work beyond its hostels and schools. */
const EDUCATION_GROUP_LINKS: NavLink[] = [
  WORK_PAGES.education,
  { label: 'Instil Moral Values', to: '/instil-moral-values' },
  { label: 'Jain Paathshala', to: '/sanskar/paathshala' },
  WORK_PAGES.health,
  { label: 'Blood Donation Camps', to: '/health/blood-donation-camps' },
  { label: 'Kamveer Arogya Abhiyan', to: '/health/kamveer-arogya-abhiyan' },
  WORK_PAGES.socialWork,
  WORK_PAGES.awards,
  WORK_PAGES.matrimonyEvents,
];

export const EDUCATION_GROUPS: NavGroup[] = [
  { id: 'education', label: 'Education', links: EDUCATION_GROUP_LINKS },
  { id: 'boys-hostel', label: 'Boys Hostel', links: BOYS_HOSTEL_LINKS },
  { id: 'girls-hostel', label: 'Girls Hostel', links: GIRLS_HOSTEL_LINKS },
  { id: 'school', label: 'School', links: SCHOOL_LINKS },
  { id: 'scholarship', label: 'Scholarship', links: [WORK_PAGES.scholarship] },
];

/** docs/product.md#header-and-footer: the top-level items in order. The Donate button follows them. */
export const HEADER_ITEMS: HeaderItem[] = [
  { kind: 'link', id: 'home', ...HOME },
  { kind: 'menu', id: 'about', label: 'About Us', links: ABOUT_LINKS },
  { kind: 'link', id: 'history', ...ABOUT_PAGES.history },
  { kind: 'menu', id: 'branches', label: 'Branches', links: BRANCH_LINKS },
  { kind: 'groups', id: 'education', label: 'Education', groups: EDUCATION_GROUPS },
  { kind: 'menu', id: 'publications', label: 'Publications', links: PUBLICATION_LINKS },
  { kind: 'link', id: 'events', label: 'Events', to: '/events' },
  { kind: 'link', id: 'join', label: 'Join US', to: '/join-us' },
  { kind: 'link', id: 'contact', ...CONTACT_US },
];

export const DONATE_LINK: NavLink = { label: 'Donate', to: '/donation' };
export const JOIN_LINK: NavLink = { label: 'Join Us', to: '/join-us' };

/**
 * docs/product.md#header-and-footer: full header menu and column footer from 1280 px, phone layouts below.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1280px)';

/** docs/product.md#header-and-footer: a dropdown with more links than this shows them in 3 columns. */
export const MULTI_COLUMN_THRESHOLD = 5;

/** Footer sections, in the order the phone footer lists them (docs/product.md#header-and-footer). */
export const FOOTER_SECTIONS: NavGroup[] = [
  { id: 'home', label: 'Home', links: [HOME, JOIN_LINK, DONATE_LINK, CONTACT_US] },
  {
    id: 'about',
    label: 'About Us',
    links: [
      ABOUT_PAGES.sabha,
      ABOUT_PAGES.history,
      ABOUT_PAGES.centralCommittee,
      { label: 'Board of Directors', to: '/board-of-directors' },
      ABOUT_PAGES.president,
    ],
  },
  {
    id: 'sector',
    label: 'Our Sector',
    links: [
      WORK_PAGES.education,
      WORK_PAGES.health,
      { label: 'Sanskar', to: '/sanskar/paathshala' },
      WORK_PAGES.socialWork,
      WORK_PAGES.scholarship,
    ],
  },
  { id: 'branches', label: 'Branches', links: BRANCH_LINKS },
  { id: 'publications', label: 'Publications', links: PUBLICATION_LINKS },
  {
    id: 'events',
    label: 'Events',
    links: [{ label: 'All Events', to: '/events' }, WORK_PAGES.matrimonyEvents, WORK_PAGES.awards],
  },
  { id: 'legal', label: 'Legal', links: LEGAL_LINKS },
];

/** How the wide footer arranges the sections in columns (section ids of FOOTER_SECTIONS). */
export const FOOTER_COLUMNS: string[][] = [
  ['home', 'about'],
  ['sector', 'events'],
  ['branches'],
  ['publications', 'legal'],
];

/**
 * The Sabha's office as the phone footer prints it (docs/product.md#header-and-footer: fixed address, phone
 * and email text). The same values as the demo site settings (src/server/db/seed/content.ts), so both footers
 * agree on a fresh install.
 */
export const FIXED_CONTACT = {
  address:
    'Dakshin Bharat Jain Sabha, Shri 1008 Bhagwan Mahaveer Digambar Jain Mandir Campus, Sangli, Maharashtra 416416',
  phone: '+91 233 262 1899',
  email: 'office@dakshinbharatjainsabha.org',
} as const;

export const COPYRIGHT_FALLBACK =
  'Copyright © 2024 Dakshin Bharat Jain Sabha Official Website. All Rights Reserved.';

export const FOOTER_ABOUT =
  'Since 1899 the Sabha has served the Digambar Jain community of Maharashtra, Karnataka and Goa through hostels, ' +
  'schools, scholarships, health camps and social work.';
