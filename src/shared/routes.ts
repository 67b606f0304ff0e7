import { splitLanguage } from './i18n/languages';

// Every public route (docs/product.md#routes). The browser's router and the server's 404 answer both read
// this list.

export const BOYS_HOSTEL_SLUGS = [
  'seth-r-d-dawda-digambar-jain-boarding-sangli',
  'digambar-jain-boarding-kolhapur',
  'digambar-jain-boarding-hubli',
  'manikbag-digambar-jain-boarding-belgaum',
  'digambar-jain-boarding-ichalkaranji',
] as const;

export const GIRLS_HOSTEL_SLUGS = [
  'jain-shravikashram-kolhapur',
  'shrimatibai-kalantre-jain-mahilashram-sangli',
  'late-sou-sumanbai-rajabhau-kala-jain-shravikashram-aurangabad',
] as const;

export const SCHOOL_SLUGS = [
  'shrimanti-annasaheb-patil-highschool-nandre',
  'babaso-nangonda-patil-english-medium-school-dudhgaon',
  'veeracharya-babasaheb-kuchanure-vidyamandir-savalwadi-malwadi',
  'Jain-english-medium-school-ambad',
  'veercharya-bhabasaheb-kuchnure-iti-sangli',
] as const;

export const BRANCH_PATHS = [
  '/veer-seva-dal',
  '/graduate-association',
  '/jain-mahila-parishad',
  '/veer-mahila-mandal',
  '/shree-kshetra-committee-stavnidhi',
  '/central-library',
  '/prathamacharya-shri-shantisagar-smarak-yalgud',
  '/jain-puratan-vastu-jatan-sanshodhan-samiti',
  '/jain-dharmiya-samanvay-samiti',
] as const;

export const PUBLICATION_PATHS = [
  '/publications/pragati-and-jin-vijay',
  '/publications/shanti-sagar-calendar',
  '/publications/shri-b-b-patil-granth-prakashan',
] as const;

export const LEGAL_PATHS = [
  '/legal/terms-and-conditions',
  '/legal/cancellation-and-refund-policy',
  '/legal/shipping-and-delivery-policy',
  // Added by this project: the privacy notice the DPDP Act 2023 asks of a site that collects Aadhaar, PAN and
  // contacts.
  '/legal/privacy-policy',
] as const;

/** Fixed paths (no parameters). */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/about-sabha',
  '/history',
  '/central-committee',
  '/about-president',
  '/board-of-directors',
  '/education',
  '/instil-moral-values',
  '/health',
  '/health/blood-donation-camps',
  '/health/kamveer-arogya-abhiyan',
  '/kamveer-arogya-abhiyan',
  '/social-work',
  '/social-work/awards',
  '/social-work/matrimony-events',
  '/sanskar/paathshala',
  '/scholarship-main/Scholarship',
  '/Scholarship',
  '/events',
  '/join-us',
  '/contact-us',
  '/donation',
  '/donation/donation-payment',
  ...LEGAL_PATHS,
  ...PUBLICATION_PATHS,
  ...BRANCH_PATHS,
  ...BOYS_HOSTEL_SLUGS.map((slug) => `/boys-hostel/${slug}`),
  ...GIRLS_HOSTEL_SLUGS.map((slug) => `/girls-hostel/${slug}`),
  ...SCHOOL_SLUGS.map((slug) => `/school/${slug}`),
];

const STATIC_SET = new Set(STATIC_PATHS);

/**
 * Whether a browser path is a page of the site. Event detail pages (/events/{slug}) and a donor's subscription
 * page (/donation/subscription/{token}) count as known here;
 * the page itself tells the visitor when the slug names no event.
 */
export function isKnownRoute(pathname: string): boolean {
  // Every route is also a route in Marathi, Kannada and Hindi (/mr/events, docs/i18n.md).
  const unprefixed = splitLanguage(pathname).path;
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  if (STATIC_SET.has(path)) return true;
  // A donor's page for a monthly or yearly gift, behind the signed link of their receipt mail (never listed).
  if (/^\/donation\/subscription\/[^/]+$/.test(path)) return true;
  return /^\/events\/[^/]+$/.test(path);
}
