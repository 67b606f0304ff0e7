// Static text and imagery of the home page (docs/product.md#home-page), in the order it appears.

import { HERO_PICTURES, PILLAR_PORTRAITS, pillarAlt, pillarImage } from './images';

export interface HeroSlide {
  id: number;
  /** Desktop image, 1600x700. */
  image: string;
  /** Portrait image for screens up to 834 px, 750x1000 (slides 8 and 9 only). */
  mobileImage?: string;
  imageAlt: string;
  /** Image-only slides (the app promotions) carry their message in the picture itself. */
  eyebrow?: string;
  title?: string;
  text?: string;
  /** Short highlights shown as chips under the text. */
  highlights?: string[];
  action?: { label: string; to: string };
}

export const HERO_IMAGE_SIZE = { width: 1600, height: 700 } as const;
export const HERO_MOBILE_IMAGE_SIZE = { width: 750, height: 1000 } as const;
export const HERO_MOBILE_MEDIA = '(max-width: 834px)';

/** Slide n's pictures and their alt text, from the one list that also tells the generator what to draw. */
function heroPicture(slide: number): Pick<HeroSlide, 'image' | 'mobileImage' | 'imageAlt'> {
  const { image, mobileImage, alt } = HERO_PICTURES[slide - 1];
  return mobileImage ? { image, mobileImage, imageAlt: alt } : { image, imageAlt: alt };
}

/** What a slide says; its number and pictures follow from its place in HERO_WORDS. */
type HeroWords = Omit<HeroSlide, 'id' | 'image' | 'mobileImage' | 'imageAlt'>;

/** The slides' words in order: slide n shows HERO_PICTURES[n - 1]; the last two, the app promotions, have none. */
const HERO_WORDS: HeroWords[] = [
  {
    eyebrow: 'Since 1899',
    // Slide 1's title is the page's h1 (see HeroCarousel).
    title: 'Dakshin Bharat Jain Sabha',
    text: 'Serving the Digambar Jain community of Maharashtra, Karnataka and Goa through education, health and social welfare for more than a century.',
  },
  {
    eyebrow: 'Our founders',
    title: 'Built by those who gave first',
    text: 'Leaders of the Deccan Jain community gave their wealth, time and learning so that every child could study and every family could be served.',
  },
  {
    eyebrow: 'Paathshala',
    title: 'Teaching Values in Jain Paathshala',
    text: 'Weekly classes where children learn the principles of Jain dharma, prayers and a life of compassion.',
    highlights: ['Education', 'Sanskar', 'Food'],
  },
  {
    eyebrow: 'Education',
    title: 'Schools that open doors',
    text: 'High schools, English-medium schools and an industrial training institute give village children a strong start.',
  },
  {
    eyebrow: 'Health',
    title: 'Blood Donation Camps',
    text: 'Camps held across the region every year, each one a quiet act of ahimsa.',
    highlights: ['Saves Lives', 'Health Awareness', 'Mental Well-Being'],
  },
  {
    eyebrow: 'Scholarships',
    title: 'No bright student left behind',
    text: 'More than ₹2 crores disbursed in twenty years to students who needed a helping hand. Your gift keeps a student in class.',
    action: { label: 'Donate Us', to: '/donation' },
  },
  {
    eyebrow: 'Veer Seva Dal',
    title: 'A youth volunteer network',
    text: '175 branches and 10,000 young members serving at camps, festivals and in times of need since 1979.',
  },
  {},
  {},
];

export const HERO_SLIDES: HeroSlide[] = HERO_WORDS.map((words, index) => ({
  id: index + 1,
  ...heroPicture(index + 1),
  ...words,
}));

/** docs/product.md#entities: spelt 'desgination' in the data the site was built on; kept as it is. */
export interface Testimonial {
  id: number;
  name: string;
  description: string;
  image: string;
  desgination: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Prashant Magdum',
    desgination: 'Alumnus, Seth R. D. Dawda Digambar Jain Boarding, Sangli',
    image: '/images/people/person-1.webp',
    description:
      'I came to Sangli from a village with one trunk and a lot of fear. The boarding gave me a room, three honest meals and friends for life. The discipline I learnt there still starts my day.',
  },
  {
    id: 2,
    name: 'Sneha Chougule',
    desgination: 'Scholarship student, B.Sc. Nursing',
    image: '/images/people/person-2.webp',
    description:
      'When my father’s harvest failed, I thought my studies were over. The Sabha’s scholarship paid my fees that year, and someone I have never met believed in me. I will return that kindness.',
  },
  {
    id: 3,
    name: 'Rohit Upadhye',
    desgination: 'Volunteer, Veer Seva Dal',
    image: '/images/people/person-3.webp',
    description:
      'Serving water at the Mahamastakabhisheka, running a blood camp in our taluka: the Veer Seva Dal taught me that seva is not an event, it is a habit. I found my best friends in uniform.',
  },
  {
    id: 4,
    name: 'Sunita Patil',
    desgination: 'Parent, Kolhapur',
    image: '/images/people/person-4.webp',
    description:
      'Sending our daughter to a hostel in the city was not easy. The Shravikashram kept her safe, kept her studying, and kept her close to our values. She calls the wardens her second mothers.',
  },
  {
    id: 5,
    name: 'Mahavir Shah',
    desgination: 'Donor and life member, Belagavi',
    image: '/images/people/person-5.webp',
    description:
      'I give every year because I can see where it goes: a receipt in my hand, and a student’s letter a few months later. Few organisations have earned that kind of trust over a hundred years.',
  },
  {
    id: 6,
    name: 'Vidya Sangave',
    desgination: 'Paathshala teacher, Ichalkaranji',
    image: '/images/people/person-6.webp',
    description:
      'On Sunday mornings thirty children recite the Namokar Mantra with me. The Sabha sends us books and ideas, and the children bring their questions. Watching them grow in sanskar is my reward.',
  },
];

export interface ImpactFigure {
  id: string;
  value: string;
  label: string;
}

/**
 * docs/product.md#home-page: Girls Empowered 15,22,832, Student Scholarships 15,832, Tree Plantation
 * 3,00,000, Blood Camps 7,832, Medical Help 57,832. Figures in the Indian grouping as given; the Sabha's
 * label spelling ("Students Scholorships") is corrected on screen.
 */
export const LIVES_IMPACTED: ImpactFigure[] = [
  { id: 'girls-empowered', value: '15,22,832', label: 'Girls Empowered' },
  { id: 'student-scholarships', value: '15,832', label: 'Student Scholarships' },
  { id: 'tree-plantation', value: '3,00,000', label: 'Tree Plantation' },
  { id: 'blood-camps', value: '7,832', label: 'Blood Camps' },
  { id: 'medical-help', value: '57,832', label: 'Medical Help' },
];

export const ABOUT_US = {
  eyebrow: 'About Us',
  title: 'A community that has served together since 1899',
  paragraphs: [
    'The Dakshin Bharat Jain Sabha was founded on 3 April 1899 at Shri Kshetra Stavanidhi by leaders of the Digambar Jain community of the Deccan, who believed that education, unity and service were the surest way to lift a community.',
    'More than a century later the Sabha runs boys’ and girls’ hostels, schools and an ITI, awards scholarships, holds paathshalas and blood donation camps, publishes the Pragati and Jinvijay magazine, and brings Jains of Maharashtra, Karnataka and Goa together in service of all.',
  ],
  image: '/images/home/about-us.webp',
  imageAlt: 'Members of the Sabha gathered at the head office',
  link: { label: 'Learn more', to: '/about-sabha' },
};

/** docs/product.md#entities: History card (id, title, sub_title, image, Link). */
export interface HistoryCard {
  id: number;
  title: string;
  sub_title: string;
  image: string;
  Link: string;
}

export const HISTORY_CARDS: HistoryCard[] = [
  {
    id: 1,
    title: 'Instil Moral Values',
    sub_title: 'Paathshalas that pass Jain sanskar and ethics on to every new generation.',
    image: '/images/cards/instil-moral-values.webp',
    Link: '/instil-moral-values',
  },
  {
    id: 2,
    title: 'Education',
    sub_title: 'Boys’ and girls’ hostels, schools and scholarships for students from every village.',
    image: '/images/cards/education.webp',
    Link: '/education',
  },
  {
    id: 3,
    title: 'Health',
    sub_title: 'Blood donation camps and the Kamveer Arogya Abhiyan bring care close to home.',
    image: '/images/cards/health.webp',
    Link: '/health',
  },
  {
    id: 4,
    title: 'Social Work',
    sub_title: 'Awards that honour selfless service, and matrimony meets that bring families together.',
    image: '/images/cards/social-work.webp',
    Link: '/social-work',
  },
];

/**
 * docs/product.md#entities: Pillar (id, image, name), plus the alt text of the picture. The names and how
 * each pillar is pictured live with the pictures (PILLAR_PORTRAITS in ./images); the portraits are
 * illustrations, not photographs, and the one Digambar acharya among them is honoured with his pichhi and
 * kamandal, not drawn as a person.
 */
export interface Pillar {
  id: number;
  image: string;
  name: string;
  imageAlt: string;
}

export const PILLARS: Pillar[] = PILLAR_PORTRAITS.map(({ name, figure }, index) => ({
  id: index + 1,
  image: pillarImage(index),
  name,
  imageAlt: pillarAlt(name, figure),
}));

export const PROMO_VIDEO = {
  eyebrow: 'Watch',
  title: 'The story of the Sabha',
  text: 'How a gathering of Deccan Jains in 1899 grew into hostels, schools, camps and a family of thousands.',
  poster: '/images/video/promo-poster.webp',
  src: '/media/sabha-story.webm',
  modalTitle: 'The story of the Dakshin Bharat Jain Sabha',
};

export interface HomeSectionHeading {
  /** The id of the section's h2, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** The accessible name of the section's carousel, when it shows one. */
  carouselLabel?: string;
}

/** The headings the home sections open with (components/home/HomeSection.tsx), in the order of the page. */
export const HOME_SECTIONS = {
  branches: {
    id: 'home-branches-title',
    eyebrow: 'Our Branches',
    title: 'One Sabha, many hands',
    intro:
      'Youth, women, graduates, libraries and heritage committees carry the Sabha’s work into every town.',
    carouselLabel: 'Branches of the Sabha',
  },
  testimonials: {
    id: 'home-testimonials-title',
    eyebrow: 'Testimonials',
    title: 'What People Say',
    intro: 'Students, parents, volunteers and donors on what the Sabha has meant to them.',
    carouselLabel: 'What people say',
  },
  impact: { id: 'home-impact-title', eyebrow: 'Our Impact', title: 'Lives Impacted' },
  events: { id: 'home-events-title', eyebrow: 'Events', title: 'Latest Events' },
  history: {
    id: 'home-history-title',
    eyebrow: 'Our History',
    title: 'Rooted in service since 1899',
    intro: 'For more than a century the Sabha’s work has grown along four paths.',
    carouselLabel: 'Areas of our work',
  },
  pillars: {
    id: 'home-pillars-title',
    eyebrow: 'Founders and Patrons',
    title: 'Our Pillars',
    intro: 'The acharya, leaders and donors whose vision and generosity built the Sabha.',
    carouselLabel: 'Our pillars',
  },
  video: {
    id: 'home-video-title',
    eyebrow: PROMO_VIDEO.eyebrow,
    title: PROMO_VIDEO.title,
    intro: PROMO_VIDEO.text,
  },
} satisfies Record<string, HomeSectionHeading>;

export type HomeSectionName = keyof typeof HOME_SECTIONS;

export const JOIN_US = {
  eyebrow: 'Membership',
  title: 'Join the Sabha family',
  text: 'Become a life member for ₹500 and stand with a community that has served education, health and dharma for generations.',
  image: '/images/home/join-us.webp',
  link: { label: 'Join Us', to: '/join-us' },
};

/** schema.org data of the Sabha for search engines, on the home page (addresses made absolute by the server). */
export const HOME_STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'NGO',
  name: 'Dakshin Bharat Jain Sabha',
  foundingDate: '1899-04-03',
  description:
    'Dakshin Bharat Jain Sabha, founded in 1899, serves the Digambar Jain community of Maharashtra, Karnataka and Goa through hostels, schools, scholarships, health camps and social work.',
  logo: '/favicon.svg',
  email: 'office@dakshinbharatjainsabha.org',
  telephone: '+91 233 262 1899',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Shri 1008 Bhagwan Mahaveer Digambar Jain Mandir Campus',
    addressLocality: 'Sangli',
    addressRegion: 'Maharashtra',
    postalCode: '416416',
    addressCountry: 'IN',
  },
};

export const HOME_META = {
  title: 'Home',
  description:
    'Dakshin Bharat Jain Sabha, founded in 1899, serves the Digambar Jain community of Maharashtra, Karnataka and Goa through hostels, schools, scholarships, health camps and social work.',
};
