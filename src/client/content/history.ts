import type { IconName } from '../components/Icon';

// The History page (/history), docs/product.md#other-pages: banner with subtitle, introduction, the five-step
// timeline and Our Legacy in five headed groups.

export const HISTORY_PAGE = {
  title: 'History',
  metaDescription:
    'How the Dakshin Bharat Jain Sabha began at Shri Kshetra Stavanidhi on 3 April 1899 and grew into hostels, schools, scholarships, health camps and a movement for social reform.',
  banner: '/images/banners/history.webp',
  eyebrow: 'Since 3 April 1899',
  subtitle: 'From a gathering at Stavanidhi to 125 years of education, sanskar and service.',
} as const;

export const INTRODUCTION = {
  title: 'Introduction',
  paragraphs: [
    'The Jains are one of the oldest communities of India, and their contribution to its art, architecture, literature, philosophy, trade and public life has been great. By the second half of the nineteenth century, however, the Digambar Jains of the Deccan had fallen on hard times: few of their children went to school, women had little access to learning, and the community was divided into sub-castes that seldom worked together.',
    'A group of far-sighted men resolved to change this. The institution they founded in 1899 set out to bring about a renaissance of the community in education, culture, social life and enterprise, and to regain its lost place by its own effort.',
  ],
};

export interface TimelineStep {
  id: string;
  /** Shown as the step's marker, e.g. '1899'. */
  marker: string;
  title: string;
  text: string;
}

/** The five steps (docs/product.md#other-pages), in order. */
export const TIMELINE: TimelineStep[] = [
  {
    id: 'establishment',
    marker: '1899',
    title: 'Establishment of the Sabha',
    text: 'On 3 April 1899, at Shri Kshetra Stavanidhi (Belgaum district), community leaders founded a representative body, then called the Dakshin Maharashtra Jain Sabha, to work for the social, cultural, educational and economic progress of the Jains of the region.',
  },
  {
    id: 'initial-problems',
    marker: 'Early years',
    title: 'Initial problems and efforts made to solve them',
    text: 'The young Sabha faced illiteracy, superstition, costly customs and the neglect of women’s education. It answered with education first: a boarding for Jain students at Kolhapur and a periodical, Jinvijay, in Marathi and Kannada to carry its ideas to every village. It also worked for unity among the sub-castes of Digambar Jains.',
  },
  {
    id: 'alma-mater',
    marker: '1905 – 1923',
    title: 'Alma mater',
    text: 'Boardings followed at Kolhapur (1905), Hubli (1909), Belgaum (1910), Sangli (1911) and Ichalkaranji (1923), with shravikashrams for girls. For generations of students from the countryside these hostels were home, school of discipline and alma mater, and many of them went on to lead the Sabha itself.',
  },
  {
    id: 'working',
    marker: 'Today',
    title: 'Working of The Institution',
    text: 'Renamed the Dakshin Bharat Jain Sabha in the early 1960s, the Sabha is run by an elected central committee and president. Its branches, the Veer Seva Dal (1979), the Graduate Association (1989), the women’s council and others, carry its work into towns and villages.',
  },
  {
    id: 'future-plans',
    marker: 'Tomorrow',
    title: 'Future Plans',
    text: 'The Sabha plans to modernise its hostels, widen scholarships and the dattak-palak scheme, add career guidance and competitive-exam coaching, reach more children through Paathshalas, and take its health camps to more villages, so that its second century is as fruitful as the first.',
  },
];

export interface LegacyGroup {
  id: string;
  icon: IconName;
  title: string;
  items: string[];
}

export const LEGACY = {
  title: 'Our Legacy',
  intro: 'What the Sabha has built over more than a century, and still carries forward.',
  groups: [
    {
      id: 'education',
      icon: 'school',
      title: 'Education',
      items: [
        'Schools at Nandre, Dudhgaon, Savalwadi-Malwadi and Ambad',
        'An industrial training institute (ITI) in Sangli',
        'Scholarships for 15,832 students, over ₹2 crores in twenty years',
        'The dattak-palak (adopt-a-student) scheme',
      ],
    },
    {
      id: 'hostels',
      icon: 'hostel',
      title: 'Hostels',
      items: [
        'Boys’ boardings at Kolhapur, Hubli, Belgaum, Sangli and Ichalkaranji',
        'Shravikashrams for girls at Kolhapur, Sangli and Aurangabad',
        'Study libraries and coaching for competitive examinations',
      ],
    },
    {
      id: 'sanskar',
      icon: 'temple',
      title: 'Sanskar',
      items: [
        'Paathshala classes teaching children Jain dharma and values',
        'Dharma sanskar camps held by the Veer Seva Dal',
        'The Pragati and Jinvijay magazine, the Shantisagar calendar and books of the Granth Prakashan',
      ],
    },
    {
      id: 'health',
      icon: 'heart',
      title: 'Health',
      items: [
        '7,832 blood donation camps',
        'Medical help for 57,832 people through the Kamveer Arogya Abhiyan',
        'Health awareness and check-up camps in villages',
      ],
    },
    {
      id: 'social-reform',
      icon: 'hands',
      title: 'Social reform',
      items: [
        'Education of girls and the advancement of women',
        'Unity among the sub-castes of Digambar Jains',
        'Matrimony meets, annual awards for service, and tree plantation drives',
      ],
    },
  ] satisfies LegacyGroup[],
};
