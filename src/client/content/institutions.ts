import type { ContactEntry } from '../components/blocks/ContactCard';
import type { Feature } from '../components/blocks/FeatureList';
import type { Photo } from '../components/blocks/PhotoSlider';
import type { Stat } from '../components/blocks/StatsStrip';
import { SABHA_CONTACT, telHref } from './contacts';
import { galleryPhotos } from './images';

// The thirteen hostels and schools (docs/product.md#other-pages). Founding years appear only where the
// Sabha's own account gives them (Sangli 1911, Kolhapur 1905, Hubli 1909, Belgaum 1910, Ichalkaranji 1923);
// the other pages say who runs the institution instead of guessing a year.

/**
 * Contact entries for a branch, hostel or school. Phone and email go to the Sabha's central office
 * (content/contacts.ts), which answers for all of them; the email subject names the place the enquiry is about.
 */
export function officeContact(forWhom: string, address?: string): ContactEntry[] {
  return [
    { icon: 'address', label: 'Address', value: address ?? SABHA_CONTACT.address },
    {
      icon: 'phone',
      label: 'Phone (central office)',
      value: SABHA_CONTACT.phone,
      href: telHref(SABHA_CONTACT.phone),
    },
    {
      icon: 'email',
      label: 'Email',
      value: SABHA_CONTACT.email,
      href: `mailto:${SABHA_CONTACT.email}?subject=${encodeURIComponent(`Enquiry about ${forWhom}`)}`,
    },
    { icon: 'web', label: 'Online enquiry', value: 'Send us a message', href: '/contact-us' },
  ];
}

export type InstitutionKind = 'boys-hostel' | 'girls-hostel' | 'school';

export const KIND_LABELS: Record<InstitutionKind, string> = {
  'boys-hostel': 'Boys Hostel',
  'girls-hostel': 'Girls Hostel',
  school: 'School',
};

export interface Institution {
  slug: string;
  kind: InstitutionKind;
  name: string;
  /** What the institution is, where 'School' would say too little (the ITI). */
  typeLabel?: string;
  /** Town and district, for the banner and the facts list. */
  place: string;
  /** Only where the Sabha's own account gives the year. */
  established?: number;
  metaDescription: string;
  history: { heading: string; paragraphs: string[] };
  /** Figures shown beside the history, e.g. rooms and residents. */
  stats?: Stat[];
  gallery: { title: string; variant: 'grid' | 'row'; photos: Photo[] };
  features: { title: string; items: [Feature, Feature, Feature, Feature] };
  contact: ContactEntry[];
}

export const institutionImage = (slug: string) => `/images/institutions/${slug}.webp`;

export const institutionPath = (institution: Pick<Institution, 'kind' | 'slug'>) =>
  `/${institution.kind}/${institution.slug}`;

/** 'Established 1911' where the year is known, otherwise who runs the institution. */
export function establishedLine(institution: Institution): string {
  return institution.established
    ? `Established ${institution.established} · ${institution.place}`
    : `Run by the Dakshin Bharat Jain Sabha · ${institution.place}`;
}

const hostelFeatures = (place: string): [Feature, Feature, Feature, Feature] => [
  {
    icon: 'food',
    title: 'Pure vegetarian mess',
    description: 'Simple, wholesome Jain meals cooked fresh every day in the boarding kitchen.',
  },
  {
    icon: 'library',
    title: 'Study hall and library',
    description:
      'A quiet place to study in the evenings, with books for college and competitive examinations.',
  },
  {
    icon: 'temple',
    title: 'Temple and pathshala',
    description: 'Daily darshan and religious classes keep students close to their faith while they study.',
  },
  {
    icon: 'location',
    title: `In the heart of ${place}`,
    description: 'Within easy reach of the colleges, bus stand and markets of the city.',
  },
];

const girlsHostelFeatures = (place: string): [Feature, Feature, Feature, Feature] => [
  {
    icon: 'shield',
    title: 'Safe and supervised',
    description: 'A resident superintendent and clear rules give parents peace of mind.',
  },
  {
    icon: 'food',
    title: 'Home-style vegetarian food',
    description: 'Nutritious Jain meals served in the hostel’s own dining hall.',
  },
  {
    icon: 'book',
    title: 'Study and sanskar',
    description: 'Study hours, a reading room and religious classes shape both career and character.',
  },
  {
    icon: 'location',
    title: `Close to colleges in ${place}`,
    description: 'Residents can attend schools and colleges of the city without a long daily journey.',
  },
];

const schoolFeatures = (medium: string): [Feature, Feature, Feature, Feature] => [
  {
    icon: 'school',
    title: `${medium} education`,
    description: 'Dedicated teachers follow the state curriculum with care for every child.',
  },
  {
    icon: 'book',
    title: 'Library and reading',
    description: 'A school library that builds the habit of reading beyond the textbook.',
  },
  {
    icon: 'leaf',
    title: 'Values and sanskar',
    description: 'Prayer, good conduct and respect for all life are part of every school day.',
  },
  {
    icon: 'star',
    title: 'Sports and culture',
    description: 'Games, annual gatherings, competitions and festivals help every child shine.',
  },
];

const boysHostels: Institution[] = [
  {
    slug: 'seth-r-d-dawda-digambar-jain-boarding-sangli',
    kind: 'boys-hostel',
    name: 'Seth R. D. Dawda Digambar Jain Boarding, Sangli',
    place: 'Sangli, Maharashtra',
    established: 1911,
    metaDescription:
      'Seth R. D. Dawda Digambar Jain Boarding, Sangli, established in 1911: 62 rooms for 160 students, a pure ' +
      'vegetarian mess, gym and a library for competitive examinations.',
    history: {
      heading: 'More than a century of students',
      paragraphs: [
        'The Seth R. D. Dawda Digambar Jain Boarding opened in Sangli in 1911, when a boy from a village had ' +
          'few ways to continue his studies in the city. The boarding gave Jain students a safe home, good food ' +
          'and a disciplined routine at a cost their families could afford.',
        'More than a hundred years later it is still doing exactly that. Its 62 rooms house 160 students who ' +
          'attend the colleges of Sangli and Miraj. Generations of its old boys have gone on to serve as ' +
          'doctors, engineers, teachers, officers and entrepreneurs, and many of them still return to help.',
        'Life at the boarding combines study with sanskar: morning prayers, study hours in the evening, a ' +
          'library for competitive examinations and a gym to keep young bodies as fit as young minds.',
      ],
    },
    stats: [
      { id: 'established', value: '1911', label: 'Established' },
      { id: 'rooms', value: '62', label: 'Rooms' },
      { id: 'students', value: '160', label: 'Students' },
    ],
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('campus', 7, 'Seth R. D. Dawda Digambar Jain Boarding campus, Sangli'),
        ...galleryPhotos('students', 5, 'Students of the Sangli boarding'),
        ...galleryPhotos('library', 2, 'Study library at the Sangli boarding'),
        ...galleryPhotos('food', 1, 'Mess of the Sangli boarding'),
      ],
    },
    features: {
      title: 'Facilities',
      items: [
        {
          icon: 'food',
          title: 'Food',
          description: 'A pure vegetarian mess serving fresh, wholesome Jain meals twice a day.',
        },
        {
          icon: 'gym',
          title: 'Gym',
          description: 'An in-house gym so that students can stay fit alongside their studies.',
        },
        {
          icon: 'location',
          title: 'Location',
          description:
            'A central location in Sangli, within easy reach of colleges, the bus stand and markets.',
        },
        {
          icon: 'library',
          title: 'Competitive exam library',
          description:
            'A dedicated library and study room for students preparing for UPSC, MPSC and bank exams.',
        },
      ],
    },
    contact: officeContact(
      'the Sangli boarding',
      'Seth R. D. Dawda Digambar Jain Boarding, Sangli, Maharashtra',
    ),
  },
  {
    slug: 'digambar-jain-boarding-kolhapur',
    kind: 'boys-hostel',
    name: 'Digambar Jain Boarding, Kolhapur',
    place: 'Kolhapur, Maharashtra',
    established: 1905,
    metaDescription:
      'Digambar Jain Boarding, Kolhapur, established in 1905: one of the oldest hostels of the Dakshin Bharat ' +
      'Jain Sabha, giving Jain students a home, food and values while they study.',
    history: {
      heading: 'One of the Sabha’s first hostels',
      paragraphs: [
        'Established in 1905, the Digambar Jain Boarding in Kolhapur is one of the oldest hostels of the Sabha. ' +
          'In its first years the Sabha decided that education was the surest way to lift the community, and ' +
          'that village boys needed a place to live in the city if they were to study at all.',
        'Kolhapur, a centre of learning in the region, was a natural place to begin. Generations of students ' +
          'have lived here since, in affordable rooms with a vegetarian mess, a temple close at hand and a ' +
          'routine that balances study, faith and discipline.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('campus', 5, 'Digambar Jain Boarding, Kolhapur', 8),
        ...galleryPhotos('students', 4, 'Students of the Kolhapur boarding', 6),
      ],
    },
    features: { title: 'Facilities', items: hostelFeatures('Kolhapur') },
    contact: officeContact('the Kolhapur boarding', 'Digambar Jain Boarding, Kolhapur, Maharashtra'),
  },
  {
    slug: 'digambar-jain-boarding-hubli',
    kind: 'boys-hostel',
    name: 'Digambar Jain Boarding, Hubli',
    place: 'Hubballi, Karnataka',
    established: 1909,
    metaDescription:
      'Digambar Jain Boarding, Hubli (Hubballi), established in 1909: a home for Jain students studying in ' +
      'north Karnataka, run by the Dakshin Bharat Jain Sabha.',
    history: {
      heading: 'A home for students in north Karnataka',
      paragraphs: [
        'The Digambar Jain Boarding at Hubli was established in 1909 so that Kannada-speaking Jain students of ' +
          'north Karnataka could study in the city without leaving their values behind.',
        'Hubballi has grown into one of the largest educational centres of the state, and demand for a place ' +
          'at the boarding has grown with it. Each year far more students apply than the building can hold, and ' +
          'the Sabha’s Hubballi branch, the alumni and well-wishers are working together to add new rooms.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('campus', 4, 'Digambar Jain Boarding, Hubli', 12),
        ...galleryPhotos('students', 3, 'Students of the Hubli boarding', 10),
        ...galleryPhotos('temple', 2, 'Temple at the Hubli boarding', 1),
      ],
    },
    features: { title: 'Facilities', items: hostelFeatures('Hubballi') },
    contact: officeContact('the Hubli boarding', 'Digambar Jain Boarding, Station Road, Hubballi, Karnataka'),
  },
  {
    slug: 'manikbag-digambar-jain-boarding-belgaum',
    kind: 'boys-hostel',
    name: 'Manikbag Digambar Jain Boarding, Belgaum',
    place: 'Belagavi, Karnataka',
    established: 1910,
    metaDescription:
      'Manikbag Digambar Jain Boarding, Belgaum (Belagavi), established in 1910: a hostel of the Dakshin Bharat ' +
      'Jain Sabha for Jain students in the Belgaum region.',
    history: {
      heading: 'Serving the Belgaum region since 1910',
      paragraphs: [
        'The Manikbag Digambar Jain Boarding was established in Belgaum in 1910. The Belgaum region is close ' +
          'to the Sabha’s heart: the Sabha itself was founded at Shri Kshetra Stavnidhi in Belgaum district in ' +
          '1899, and many of its early leaders came from the villages around.',
        'For more than a century the boarding has given students from those villages a place to live while ' +
          'they study in the city, with meals, study hours and religious practice woven into their day.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('campus', 4, 'Manikbag Digambar Jain Boarding, Belgaum', 3),
        ...galleryPhotos('students', 3, 'Students at Manikbag boarding', 13),
        ...galleryPhotos('nature', 2, 'Garden of the Manikbag boarding', 1),
      ],
    },
    features: { title: 'Facilities', items: hostelFeatures('Belagavi') },
    contact: officeContact('the Manikbag boarding', 'Manikbag Digambar Jain Boarding, Belagavi, Karnataka'),
  },
  {
    slug: 'digambar-jain-boarding-ichalkaranji',
    kind: 'boys-hostel',
    name: 'Digambar Jain Boarding, Ichalkaranji',
    place: 'Ichalkaranji, Maharashtra',
    established: 1923,
    metaDescription:
      'Digambar Jain Boarding, Ichalkaranji, first opened in 1923: a hostel with a library, temple, pathshala ' +
      'and computer courses for students from the villages around Ichalkaranji.',
    history: {
      heading: 'Opened in 1923, rebuilt by a determined community',
      paragraphs: [
        'The Digambar Jain Boarding at Ichalkaranji first opened in 1923 in a large house lent for the purpose. ' +
          'Money and hands were short, and after a few years the boarding had to close.',
        'The community did not forget it. At the Sabha’s annual conference in Ichalkaranji in 1965 a resolution ' +
          'to reopen the boarding was passed unanimously, land was bought near the college, and local leaders ' +
          'worked for years until the first rooms were ready. A library hall, temple, cultural hall and dining ' +
          'hall followed one by one.',
        'Today the boarding aims to be more than a place to sleep: it runs computer courses and a pathshala, and ' +
          'it welcomes students from rural families of every background.',
      ],
    },
    gallery: {
      title: 'Photos',
      variant: 'row',
      photos: [
        ...galleryPhotos('campus', 3, 'Digambar Jain Boarding, Ichalkaranji', 14),
        ...galleryPhotos('classroom', 3, 'Computer course at the Ichalkaranji boarding', 1),
        ...galleryPhotos('students', 3, 'Students of the Ichalkaranji boarding', 1),
      ],
    },
    features: {
      title: 'Facilities',
      items: [
        {
          icon: 'library',
          title: 'Library hall',
          description: 'A library and reading hall where students study together in the evenings.',
        },
        {
          icon: 'school',
          title: 'Computer courses',
          description: 'Short and diploma computer courses that add practical skills to a degree.',
        },
        {
          icon: 'temple',
          title: 'Temple and pathshala',
          description: 'A temple on the campus and a pathshala for the spiritual growth of the students.',
        },
        {
          icon: 'food',
          title: 'Dining hall',
          description: 'Vegetarian meals served in the boarding’s own dining hall.',
        },
      ],
    },
    contact: officeContact(
      'the Ichalkaranji boarding',
      'Digambar Jain Boarding, near Modern Highschool, Kabnur Road, Ichalkaranji, Maharashtra',
    ),
  },
];

const girlsHostels: Institution[] = [
  {
    slug: 'jain-shravikashram-kolhapur',
    kind: 'girls-hostel',
    name: 'Jain Shravikashram, Kolhapur',
    place: 'Kolhapur, Maharashtra',
    metaDescription:
      'Jain Shravikashram, Kolhapur: a safe, supervised hostel of the Dakshin Bharat Jain Sabha for girls and ' +
      'young women studying in Kolhapur.',
    history: {
      heading: 'Opening the door to education for girls',
      paragraphs: [
        'A shravikashram is a home for Jain girls and women who come to the city to study. The Sabha spoke up for ' +
          'the education of women from its very first years, and hostels like the Jain Shravikashram in Kolhapur ' +
          'turned those words into a place where a family could send its daughter with confidence.',
        'Residents study in the schools and colleges of Kolhapur and live in a caring, disciplined community, ' +
          'with prayers, study hours and shared meals. Many of its former residents now serve as teachers, ' +
          'doctors and leaders of the community.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('women', 5, 'Residents of the Jain Shravikashram, Kolhapur'),
        ...galleryPhotos('campus', 4, 'Jain Shravikashram, Kolhapur', 1),
      ],
    },
    features: { title: 'Facilities', items: girlsHostelFeatures('Kolhapur') },
    contact: officeContact('the Kolhapur shravikashram', 'Jain Shravikashram, Kolhapur, Maharashtra'),
  },
  {
    slug: 'shrimatibai-kalantre-jain-mahilashram-sangli',
    kind: 'girls-hostel',
    name: 'Shrimatibai Kalantre Jain Mahilashram, Sangli',
    place: 'Sangli, Maharashtra',
    metaDescription:
      'Shrimatibai Kalantre Jain Mahilashram, Sangli: a hostel of the Dakshin Bharat Jain Sabha where girls and ' +
      'women live safely while they study in Sangli and Miraj.',
    history: {
      heading: 'A second home in Sangli',
      paragraphs: [
        'The Shrimatibai Kalantre Jain Mahilashram gives girls and young women from the villages of the region a ' +
          'secure home in Sangli, close to the colleges of Sangli and Miraj, while they study.',
        'The mahilashram follows the Sabha’s belief that an educated daughter strengthens the whole family. ' +
          'Residents combine their studies with religious classes, festivals and a warm community life, and ' +
          'leave with the confidence to stand on their own feet.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('women', 5, 'Residents of the Kalantre Mahilashram, Sangli', 6),
        ...galleryPhotos('students', 4, 'Students at the Kalantre Mahilashram', 9),
      ],
    },
    features: { title: 'Facilities', items: girlsHostelFeatures('Sangli') },
    contact: officeContact(
      'the Sangli mahilashram',
      'Shrimatibai Kalantre Jain Mahilashram, Sangli, Maharashtra',
    ),
  },
  {
    slug: 'late-sou-sumanbai-rajabhau-kala-jain-shravikashram-aurangabad',
    kind: 'girls-hostel',
    name: 'Late Sou. Sumanbai Rajabhau Kala Jain Shravikashram, Aurangabad',
    place: 'Aurangabad (Chhatrapati Sambhajinagar), Maharashtra',
    metaDescription:
      'Late Sou. Sumanbai Rajabhau Kala Jain Shravikashram, Aurangabad: a hostel of the Dakshin Bharat Jain Sabha ' +
      'for Jain girls from Marathwada who study in the city.',
    history: {
      heading: 'Bringing education within reach in Marathwada',
      paragraphs: [
        'Jain families in Marathwada live scattered across many small towns and villages, often far from good ' +
          'colleges. The Sabha opened hostels in the region so that their children, and especially their ' +
          'daughters, would not have to give up their studies for want of a safe place to stay.',
        'The shravikashram in Aurangabad, named in memory of the late Sou. Sumanbai Rajabhau Kala, is one of ' +
          'them. It offers girls a secure, affordable home with vegetarian meals, study hours and religious ' +
          'classes while they study in one of the largest educational centres of Maharashtra.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('women', 5, 'Residents of the Aurangabad shravikashram', 11),
        ...galleryPhotos('classroom', 4, 'Study hours at the Aurangabad shravikashram', 4),
      ],
    },
    features: { title: 'Facilities', items: girlsHostelFeatures('Aurangabad') },
    contact: officeContact(
      'the Aurangabad shravikashram',
      'Late Sou. Sumanbai Rajabhau Kala Jain Shravikashram, Aurangabad (Chhatrapati Sambhajinagar), Maharashtra',
    ),
  },
];

const schools: Institution[] = [
  {
    slug: 'shrimanti-annasaheb-patil-highschool-nandre',
    kind: 'school',
    name: 'Shrimanti Annasaheb Patil Highschool, Nandre',
    place: 'Nandre, Sangli district, Maharashtra',
    metaDescription:
      'Shrimanti Annasaheb Patil Highschool, Nandre: a village high school of the Dakshin Bharat Jain Sabha in ' +
      'Sangli district, bringing secondary education to rural children.',
    history: {
      heading: 'Secondary education in the village',
      paragraphs: [
        'The Shrimanti Annasaheb Patil Highschool brings secondary schooling to Nandre and the villages around ' +
          'it, so that children, and girls above all, can finish school without travelling to the city.',
        'The school is run by the Sabha and open to every child of the area. Its teachers prepare students for ' +
          'the SSC examination while giving equal weight to character, discipline and service.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('classroom', 5, 'Classroom at Shrimanti Annasaheb Patil Highschool, Nandre'),
        ...galleryPhotos('students', 4, 'Students of the Nandre high school', 2),
      ],
    },
    features: { title: 'What the school offers', items: schoolFeatures('Secondary') },
    contact: officeContact(
      'the Nandre high school',
      'Shrimanti Annasaheb Patil Highschool, Nandre, Sangli district',
    ),
  },
  {
    slug: 'babaso-nangonda-patil-english-medium-school-dudhgaon',
    kind: 'school',
    name: 'Babaso Nangonda Patil English Medium School, Dudhgaon',
    place: 'Dudhgaon, Sangli district, Maharashtra',
    metaDescription:
      'Babaso Nangonda Patil English Medium School, Dudhgaon: English-medium schooling with values, run by the ' +
      'Dakshin Bharat Jain Sabha for rural children in Sangli district.',
    history: {
      heading: 'English-medium learning for rural children',
      paragraphs: [
        'Parents in the villages want their children to be ready for a world where English opens doors. The ' +
          'Babaso Nangonda Patil English Medium School in Dudhgaon meets that wish close to home, at a cost ' +
          'village families can manage.',
        'Run by the Sabha, the school pairs English-medium teaching with the values of its founders: respect ' +
          'for elders, kindness to every living being, and hard work.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('classroom', 5, 'Classroom at the Dudhgaon English medium school', 6),
        ...galleryPhotos('students', 4, 'Pupils of the Dudhgaon school', 5),
      ],
    },
    features: { title: 'What the school offers', items: schoolFeatures('English-medium') },
    contact: officeContact(
      'the Dudhgaon school',
      'Babaso Nangonda Patil English Medium School, Dudhgaon, Sangli district',
    ),
  },
  {
    slug: 'veeracharya-babasaheb-kuchanure-vidyamandir-savalwadi-malwadi',
    kind: 'school',
    name: 'Veeracharya Babasaheb Kuchanure Vidyamandir, Savalwadi-Malwadi',
    place: 'Savalwadi-Malwadi, Sangli district, Maharashtra',
    metaDescription:
      'Veeracharya Babasaheb Kuchanure Vidyamandir, Savalwadi-Malwadi: a school of the Dakshin Bharat Jain Sabha ' +
      'named after the young leader who gave his life to building the Veer Seva Dal.',
    history: {
      heading: 'A school that carries a young leader’s name',
      paragraphs: [
        'The Vidyamandir is named after Veeracharya Babasaheb Kuchanure, a young advocate who gave his life to ' +
          'building the Veer Seva Dal, the youth wing of the Sabha, and who died while still in his thirties. ' +
          'His devotion to young people lives on in a school that serves the children of Savalwadi, Malwadi and ' +
          'the villages nearby.',
        'The school gives rural children a sound education in their own surroundings, with teachers who know ' +
          'their families and a daily routine that builds both learning and character.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('classroom', 5, 'Classroom at the Savalwadi-Malwadi Vidyamandir', 8),
        ...galleryPhotos('students', 4, 'Pupils of the Savalwadi-Malwadi Vidyamandir', 12),
      ],
    },
    features: { title: 'What the school offers', items: schoolFeatures('Quality') },
    contact: officeContact(
      'the Savalwadi-Malwadi Vidyamandir',
      'Veeracharya Babasaheb Kuchanure Vidyamandir, Savalwadi-Malwadi, Sangli district',
    ),
  },
  {
    slug: 'Jain-english-medium-school-ambad',
    kind: 'school',
    name: 'Jain English Medium School, Ambad',
    place: 'Ambad, Jalna district, Maharashtra',
    metaDescription:
      'Jain English Medium School, Ambad: an English-medium school of the Dakshin Bharat Jain Sabha serving ' +
      'families of Ambad and the Marathwada region.',
    history: {
      heading: 'Learning in Marathwada',
      paragraphs: [
        'The Jain English Medium School at Ambad is part of the Sabha’s work in Marathwada, where Jain families ' +
          'are spread across small towns and good schools can be hard to find.',
        'The school offers English-medium education to children of every community in Ambad, with a warm, ' +
          'disciplined atmosphere and a daily reminder of the values of non-violence, truth and self-control.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('classroom', 4, 'Classroom at Jain English Medium School, Ambad', 2),
        ...galleryPhotos('students', 5, 'Pupils of Jain English Medium School, Ambad', 7),
      ],
    },
    features: { title: 'What the school offers', items: schoolFeatures('English-medium') },
    contact: officeContact(
      'the Ambad school',
      'Jain English Medium School, Ambad, Jalna district, Maharashtra',
    ),
  },
  {
    slug: 'veercharya-bhabasaheb-kuchnure-iti-sangli',
    kind: 'school',
    name: 'Veercharya Babasaheb Kuchnure Industrial Training Institute (ITI), Sangli',
    typeLabel: 'Industrial Training Institute (ITI)',
    place: 'Sangli, Maharashtra',
    metaDescription:
      'Veercharya Babasaheb Kuchnure Industrial Training Institute (ITI), Sangli: practical trade training of ' +
      'the Dakshin Bharat Jain Sabha that prepares young people for skilled work.',
    history: {
      heading: 'Skills that lead to work',
      paragraphs: [
        'Not every young person wants a degree; many want a skill and a steady job. The Sabha’s Industrial ' +
          'Training Institute in Sangli offers exactly that: practical training in technical trades, taught in ' +
          'workshops as much as in classrooms.',
        'Like the Vidyamandir at Savalwadi-Malwadi, the ITI carries the name of Veercharya Babasaheb Kuchnure, ' +
          'who gave his life to the youth of the community. Its trainees leave ready for apprenticeships, ' +
          'industry jobs or a workshop of their own.',
      ],
    },
    gallery: {
      title: 'Photo Gallery',
      variant: 'grid',
      photos: [
        ...galleryPhotos('classroom', 5, 'Training at the Sangli ITI', 7),
        ...galleryPhotos('students', 4, 'Trainees of the Sangli ITI', 3),
      ],
    },
    features: {
      title: 'What the ITI offers',
      items: [
        {
          icon: 'school',
          title: 'Trade courses',
          description: 'Technical trade courses with a clear path from training to skilled employment.',
        },
        {
          icon: 'gym',
          title: 'Hands-on workshops',
          description: 'Trainees learn by doing, on machines and tools in the institute’s workshops.',
        },
        {
          icon: 'users',
          title: 'Experienced instructors',
          description: 'Instructors who know the trade and guide each trainee through theory and practice.',
        },
        {
          icon: 'award',
          title: 'Ready for work',
          description: 'Guidance towards apprenticeships, jobs in industry and self-employment.',
        },
      ],
    },
    contact: officeContact('the Sangli ITI', 'Veercharya Babasaheb Kuchnure ITI, Sangli, Maharashtra'),
  },
];

export const INSTITUTIONS: readonly Institution[] = [...boysHostels, ...girlsHostels, ...schools];

export function findInstitution(slug: string): Institution | undefined {
  return INSTITUTIONS.find((institution) => institution.slug === slug);
}
