import type { Photo } from '../components/blocks/PhotoSlider';

// Site imagery made for this repo: scripts/make-images.ts draws every picture below into public/images (served at
// /images/...). Sizes are what the files are, so every <img> can reserve its space before the picture arrives.

export const IMAGE_SIZES = {
  hero: { width: 1600, height: 700 },
  heroMobile: { width: 750, height: 1000 },
  banner: { width: 1600, height: 500 },
  card: { width: 600, height: 400 },
  branch: { width: 800, height: 600 },
  gallery: { width: 800, height: 600 },
  pillar: { width: 400, height: 500 },
  person: { width: 240, height: 240 },
  institution: { width: 1200, height: 800 },
  publication: { width: 600, height: 800 },
  founder: { width: 600, height: 750 },
  sabhaOffice: { width: 1200, height: 800 },
  homeAbout: { width: 1000, height: 750 },
  homeJoin: { width: 1600, height: 600 },
  videoPoster: { width: 1280, height: 720 },
  map: { width: 1200, height: 600 },
} as const;

export type ImageFamily = keyof typeof IMAGE_SIZES | 'heroPortrait' | 'bannerPhone';

/**
 * Phones show the hero in a 3:4 frame (HeroCarousel.module.css) cut from the middle of the 16:7 picture
 * (object-fit: cover). The cut is made once, at full resolution, into `<slide>-portrait.webp`, so a phone loads
 * the part it shows (525x700) instead of the whole 1600x700 picture.
 */
export const HERO_PORTRAIT_SIZE = { width: 525, height: 700 } as const;

export function heroPortraitPath(image: string): string {
  return image.replace(/\.webp$/, '-portrait.webp');
}

/**
 * A page banner covers a frame of the phone's width and about 220-260 px high (Banner.module.css), so a phone shows
 * the middle half of the 16:5 picture, scaled by its height. Up to 480 px wide the frame is never wider than
 * 2.2:1, so the middle 1120x500 of the picture, at full resolution, holds everything such a phone shows:
 * `<banner>-phone.webp`, a third lighter than the whole picture.
 */
export const BANNER_PHONE_SIZE = { width: 1120, height: 500 } as const;
export const BANNER_PHONE_MEDIA = '(max-width: 480px)';

export function bannerPhonePath(image: string): string {
  return image.replace(/\.webp$/, '-phone.webp');
}

/**
 * Narrower copies each picture family has beside its full-size file (x.webp → x-400w.webp, the rule in
 * src/shared/imageVariants.ts), chosen from how wide the family is shown between 375 and 1440 px, at 1x and 2x:
 * cards and gallery photos (~380 px on desktop, the full phone width) get 400 px; full-width banners, which cover
 * a frame taller than their own proportions (about 800 px of picture on a phone), 800 and 1200 px; the 56 px
 * testimonial portraits 120 px.
 * The full-size file is always the widest entry of the srcset. scripts/make-images.ts writes them.
 */
export const IMAGE_VARIANT_WIDTHS: { readonly [family in ImageFamily]: readonly number[] } = {
  hero: [800, 1200],
  heroPortrait: [],
  bannerPhone: [],
  heroMobile: [400],
  banner: [800, 1200],
  card: [400],
  branch: [400],
  gallery: [400],
  pillar: [200],
  person: [120],
  institution: [400, 800],
  publication: [300],
  founder: [300],
  sabhaOffice: [400, 800],
  homeAbout: [400, 800],
  homeJoin: [800, 1200],
  videoPoster: [400, 800],
  map: [400, 800],
};

/** The full size of every family, the phone cuts of the hero and the banners included. */
export function familySize(family: ImageFamily): { width: number; height: number } {
  if (family === 'heroPortrait') return HERO_PORTRAIT_SIZE;
  if (family === 'bannerPhone') return BANNER_PHONE_SIZE;
  return IMAGE_SIZES[family];
}

/** Which family a site picture (/images/...) belongs to, from its folder and name; null for anything else. */
export function siteImageFamily(src: string): ImageFamily | null {
  const match = /^\/images\/([a-z]+)\/([A-Za-z0-9-]+)\.webp$/.exec(src);
  if (!match) return null;
  const [, folder, name] = match;
  if (/-\d+w$/.test(name)) return null;
  switch (folder) {
    case 'hero':
      if (name.endsWith('-mobile')) return 'heroMobile';
      return name.endsWith('-portrait') ? 'heroPortrait' : 'hero';
    case 'banners':
      return name.endsWith('-phone') ? 'bannerPhone' : 'banner';
    case 'cards':
      return 'card';
    case 'branches':
      return 'branch';
    case 'gallery':
      return 'gallery';
    case 'pillars':
      return 'pillar';
    case 'people':
      return 'person';
    case 'institutions':
      return 'institution';
    case 'publications':
      return 'publication';
    case 'about':
      return name === 'founder' ? 'founder' : name === 'sabha-office' ? 'sabhaOffice' : null;
    case 'home':
      return name === 'about-us' ? 'homeAbout' : name === 'join-us' ? 'homeJoin' : null;
    case 'video':
      return 'videoPoster';
    case 'contact':
      return name === 'map' ? 'map' : null;
    default:
      return null;
  }
}

/**
 * What each hero picture shows, in slide order (docs/product.md#home-page: slide 1 a founder portrait, slide
 * 2 three portraits of founding contributors, ...). `portraits` is how many portraits the picture holds:
 * scripts/make-images.ts draws slides 1 and 2 with exactly that many, and home.ts takes the alt text from
 * here, so picture, alt text and docs cannot drift apart (test/client/content/pictureDescriptions.test.ts checks
 * them).
 */
export interface HeroPicture {
  image: string;
  /** Portrait-format picture for narrow screens (the two app promotions only). */
  mobileImage?: string;
  alt: string;
  portraits: number;
}

export const HERO_PICTURES: readonly HeroPicture[] = [
  {
    image: '/images/hero/slide-1.webp',
    portraits: 1,
    alt: 'Garlanded portrait of one of the founders of the Sabha, between two brass lamps',
  },
  {
    image: '/images/hero/slide-2.webp',
    portraits: 3,
    alt: 'Three garlanded portraits of founding contributors of the Sabha in gilt frames',
  },
  {
    image: '/images/hero/slide-3.webp',
    portraits: 0,
    alt: 'A teacher seated before a Jain paathshala class, children raising their hands to answer',
  },
  {
    image: '/images/hero/slide-4.webp',
    portraits: 0,
    alt: 'Pupils in uniform at the morning prayer in front of one of the Sabha’s schools',
  },
  {
    image: '/images/hero/slide-5.webp',
    portraits: 0,
    alt: 'A donor giving blood in a camp tent, with a nurse and two Veer Seva Dal volunteers',
  },
  {
    image: '/images/hero/slide-6.webp',
    portraits: 0,
    alt: 'A scholarship student reading at her desk by the window in the evening',
  },
  {
    image: '/images/hero/slide-7.webp',
    portraits: 0,
    alt: 'Veer Seva Dal volunteers in white with saffron stoles standing in formation',
  },
  {
    image: '/images/hero/slide-8.webp',
    mobileImage: '/images/hero/slide-8-mobile.webp',
    portraits: 0,
    alt: 'The Sabha app on a phone: news, events and donations in your pocket',
  },
  {
    image: '/images/hero/slide-9.webp',
    mobileImage: '/images/hero/slide-9-mobile.webp',
    portraits: 0,
    alt: 'The Sabha app on a phone: read the Pragati and Jinvijay magazine and the Shantisagar calendar',
  },
];

/**
 * How a pillar's picture shows them. A Digambar ascetic (an Acharya, Muni or Maharaj) is never drawn as a person
 * in lay clothes: their picture shows the pichhi (peacock-feather whisk) and kamandal (water pot) before a temple.
 */
export type PillarFigure = 'ascetic' | 'man' | 'woman';

/**
 * The ten founders and patrons of Our Pillars (docs/product.md#home-page), in order; picture n is
 * pillar-n.webp.
 */
export const PILLAR_PORTRAITS: readonly { name: string; figure: PillarFigure }[] = [
  { name: 'Acharya Shri Shantisagar Maharaj', figure: 'ascetic' },
  { name: 'Danveer Seth Hirachand Nemchand', figure: 'man' },
  { name: 'Shriman Annasaheb Latthe', figure: 'man' },
  { name: 'Karmaveer Bhaurao Patil', figure: 'man' },
  { name: 'Danveer Seth Manikchand Hirachand', figure: 'man' },
  { name: 'Brahmachari Jivraj Gautamchand Doshi', figure: 'man' },
  { name: 'Seth R. D. Dawda', figure: 'man' },
  { name: 'Veeracharya Babasaheb Kuchanure', figure: 'man' },
  { name: 'Shrimatibai Kalantre', figure: 'woman' },
  { name: 'Shri B. B. Patil', figure: 'man' },
];

export function pillarImage(index: number): string {
  return `/images/pillars/pillar-${index + 1}.webp`;
}

/** The alt text of a pillar's picture, saying what it shows. */
export function pillarAlt(name: string, figure: PillarFigure): string {
  return figure === 'ascetic'
    ? `A peacock-feather pichhi and a kamandal water pot before a temple, in honour of ${name}`
    : `Illustrated portrait of ${name}`;
}

/**
 * The six testimonial portraits (/images/people/person-<n>.webp, n from 1): who each one shows, so a page that
 * reuses a picture can check that its alt text fits.
 */
export const PERSON_PICTURES: readonly { image: string; figure: 'man' | 'woman'; shows: string }[] = [
  { image: '/images/people/person-1.webp', figure: 'man', shows: 'a young man in a light blue shirt' },
  { image: '/images/people/person-2.webp', figure: 'woman', shows: 'a young woman in a green kurti' },
  {
    image: '/images/people/person-3.webp',
    figure: 'man',
    shows: 'a young Veer Seva Dal volunteer in a white cap and saffron stole',
  },
  { image: '/images/people/person-4.webp', figure: 'woman', shows: 'a woman in a pink saree' },
  {
    image: '/images/people/person-5.webp',
    figure: 'man',
    shows: 'an elderly man in glasses and a dark jacket',
  },
  { image: '/images/people/person-6.webp', figure: 'woman', shows: 'a woman in glasses and a green saree' },
];

/** How many pictures each gallery pool holds (/images/gallery/<pool>-<n>.webp, n from 1). */
export const GALLERY_POOLS = {
  campus: 16,
  students: 16,
  classroom: 12,
  temple: 12,
  volunteers: 16,
  health: 12,
  women: 16,
  library: 8,
  ceremony: 12,
  matrimony: 18,
  nature: 8,
  food: 6,
} as const;

export type GalleryPool = keyof typeof GALLERY_POOLS;

/**
 * What picture n of each pool shows (index n - 1). The generator draws each picture from this list, so the alt
 * text a page gets always describes the illustration it shows.
 */
export const GALLERY_SUBJECTS: { readonly [pool in GalleryPool]: readonly string[] } = {
  campus: [
    'hostel building with a flower garden in front',
    'shaded courtyard of the hostel with a tree platform',
    'students outside the main hostel building',
    'gymnasium with weights and an exercise bench',
    'study room with desks and neatly made beds',
    'hostel building lit up in the evening',
    'hostel entrance gate and compound wall',
    'two-storey hostel wing between tall trees',
    'courtyard where students sit under a large tree',
    'residents walking back to the hostel',
    'exercise room of the hostel',
    'shared hostel room with study tables',
    'hostel building on a bright afternoon',
    'garden lawn and flowering bushes in front of the hostel',
    'hostel gate in the morning',
    'main block of the hostel at dusk',
  ],
  students: [
    'students walking to class with their books',
    'students reading together under a tree',
    'a group of students in front of their school',
    'girl students holding their books',
    'graduates in caps and gowns',
    'students sitting in a circle on the lawn',
    'young pupils with school bags',
    'students gathered in the school courtyard',
    'girl students walking together after class',
    'friends studying together in the shade',
    'pupils at the morning assembly',
    'children carrying their books to school',
    'students in front of the hostel',
    'graduates holding their certificates',
    'pupils walking home after school',
    'students reading under a spreading tree',
  ],
  classroom: [
    'teacher explaining a lesson at the blackboard',
    'pupils raising their hands to answer',
    'students at the computer laboratory',
    'a lesson in progress in a bright classroom',
    'students listening to their teacher',
    'teacher at the blackboard with a full class',
    'practical training at the workshop benches',
    'computer class in progress',
    "pupils answering the teacher's question",
    'trainees at work in the workshop',
    'classroom with a lesson on the blackboard',
    'students taking notes in class',
  ],
  temple: [
    'Jain temple with its shikhara and flag',
    'temple with a manastambha pillar in front',
    'devotees arriving at the temple',
    'hilltop temple reached by a flight of steps',
    'ancient stone temple among old trees',
    'carved stone pillars of an old temple',
    'old temple in a quiet landscape',
    'manastambha before an ancient temple',
    'restoration work at a heritage temple',
    'stone temple at sunset',
    'temple lit with lamps for a festival',
    'festival gathering at the temple',
  ],
  volunteers: [
    'volunteers in white planting saplings',
    'volunteers serving food at a community meal',
    'volunteers distributing relief kits',
    'volunteers at a camp registration desk',
    'volunteers guiding visitors at a health camp',
    'volunteers carrying supplies for a camp',
    'volunteers standing in formation',
    'volunteers cleaning the temple grounds',
    'volunteers helping at a blood donation camp',
    'volunteers with the health camp team',
    'volunteers planting trees along a road',
    'volunteers serving water to visitors',
    'volunteers lined up at a gathering',
    'volunteers giving books to children',
    'volunteers sweeping the street',
    'volunteers serving a meal to families',
  ],
  health: [
    'donors giving blood at a camp',
    'doctor checking donors before donation',
    'blood donation camp in a tent',
    'donor resting after giving blood',
    'team of doctors at a blood donation camp',
    'donors waiting their turn at the camp',
    'blood donation drive with volunteers',
    'donors and nurses at the camp',
    'free health check-up camp',
    'doctor consulting a patient',
    'eye check-up at a health camp',
    'health awareness talk at a camp',
  ],
  women: [
    'women lighting a lamp to open a programme',
    'women in sarees gathered for a meeting',
    'members listening to a speaker',
    'sewing and tailoring workshop',
    'women gathered outdoors under a tree',
    'women offering prayers at the temple',
    'members felicitated on stage',
    'women holding lamps at a festival',
    'group of women members in the garden',
    "meeting of the women's council",
    'women attending a training workshop',
    "lamp lighting at a women's programme",
    'women walking together to the temple',
    'members with prayer plates at a celebration',
    'women at a tailoring class',
    "women's group at an evening programme",
  ],
  library: [
    'reading room with tall bookshelves',
    'students reading at the library table',
    'librarian arranging books on the shelves',
    'quiet study hall with shelves of books',
    'students choosing books from the shelves',
    'reading table with open books',
    'library shelves full of books',
    'students studying in the library in the evening',
  ],
  ceremony: [
    'award presented on stage',
    'felicitation with a shawl and memento',
    'lighting of the lamp to open the programme',
    'guests seated on the dais at an annual gathering',
    'speaker addressing the gathering',
    'guests honoured on stage',
    'women members felicitated on stage',
    'trophy presentation at a celebration',
    'lamp lighting by the guests',
    'speaker at a celebration',
    'shawl felicitation of a guest',
    'prize distribution on stage',
  ],
  matrimony: [
    'families at the matrimony meet',
    'stage and audience at the matrimony meet',
    'registration desk at the matrimony meet',
    'marigold garlands decorating the hall',
    'wedding mandap decorated with marigolds',
    'couple at the wedding mandap',
    'parents meeting at the matrimony meet',
    'speaker introducing candidates on stage',
    'volunteers registering families',
    'rangoli and garland decoration',
    'mandap ready for a community wedding',
    'newly married couple with garlands',
    'families talking at the meet',
    'guests on the dais at the matrimony meet',
    'help desk for families',
    'hall decorated for the meet',
    'decorated mandap in the evening',
    'couple exchanging garlands',
  ],
  nature: [
    'green fields and hills at sunrise',
    'river flowing past the fields',
    'gulmohar tree in bloom',
    'rows of young saplings',
    'garden with trees and flowering bushes',
    'hills and groves in the afternoon',
    'river bank at sunset',
    'grove of trees',
  ],
  food: [
    'vegetarian thali with dal, rice and chapati',
    'students eating in the hostel mess',
    'community meal served by volunteers',
    'a plate of simple vegetarian food',
    'mess hall at lunchtime',
    'meal served on banana leaves',
  ],
};

function describe(pool: GalleryPool, index: number, altBase: string): string {
  const subject = GALLERY_SUBJECTS[pool][index];
  return altBase ? `${altBase}: illustration of ${subject}` : `Illustration of ${subject}`;
}

/**
 * `count` photos of a pool starting at picture `start`, wrapping round the pool so that a page asking for more
 * than the pool holds still gets existing files. Alt texts join the page's description with what the picture
 * shows, e.g. "Blood donation camp: illustration of donors giving blood at a camp".
 */
export function galleryPhotos(pool: GalleryPool, count: number, altBase: string, start = 1): Photo[] {
  const size = GALLERY_POOLS[pool];
  return Array.from({ length: count }, (_, offset) => {
    const index = (start - 1 + offset) % size;
    return { src: `/images/gallery/${pool}-${index + 1}.webp`, alt: describe(pool, index, altBase) };
  });
}

/** One galleryPhotos call as a content data file writes it (the .json pages list their pictures this way). */
export interface GalleryRun {
  pool: GalleryPool;
  count: number;
  alt: string;
  start?: number;
}

/** The photos of several gallery runs, one after the other. */
export const galleryRunPhotos = (runs: readonly GalleryRun[]): Photo[] =>
  runs.flatMap((run) => galleryPhotos(run.pool, run.count, run.alt, run.start));
