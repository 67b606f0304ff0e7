import type { IconName } from '../components/Icon';
import type { ContactEntry } from '../components/blocks/ContactCard';
import type { Feature } from '../components/blocks/FeatureList';
import type { Photo } from '../components/blocks/PhotoSlider';
import type { Stat } from '../components/blocks/StatsStrip';
import { galleryPhotos } from './images';
import { officeContact } from './institutions';
import { BRANCH_CARD_TEXT, type BranchKey } from './branchCards';

// The home page shows only the branches' cards: their keys, names, card texts and pictures are in branchCards.ts,
// so that the home page's code does not carry the branch pages' text.
export {
  BRANCH_CARDS,
  BRANCH_KEYS,
  branchCardHref,
  branchImage,
  type BranchCard,
  type BranchKey,
} from './branchCards';

// The nine branches of the Sabha (docs/product.md#other-pages), one typed record each. The page renders the
// sections in the order written here, so the order follows the documented list for that branch.

export const BRANCH_BANNER_IMAGE = '/images/banners/branches.webp';

export interface TextSection {
  kind: 'text';
  id: string;
  heading: string;
  paragraphs: string[];
  points?: string[];
  /** A tinted band sets a section apart from its neighbours. */
  tinted?: boolean;
}

export interface Initiative {
  icon: IconName;
  title: string;
  description: string;
  points: string[];
}

export interface InitiativesSection {
  kind: 'initiatives';
  id: string;
  heading: string;
  intro?: string;
  items: Initiative[];
}

export interface FeaturesSection {
  kind: 'features';
  id: string;
  heading: string;
  features: Feature[];
  tinted?: boolean;
}

export interface StatsSection {
  kind: 'stats';
  id: string;
  heading: string;
  stats: Stat[];
  /** Shown only on narrow screens (below 834 px), as the Sabha's mobile layout does. */
  mobileOnlyStats?: Stat[];
}

export interface PhotosSection {
  kind: 'photos';
  id: string;
  heading: string;
  photos: Photo[];
}

export interface MottoSection {
  kind: 'motto';
  id: string;
  heading: string;
  motto: string;
  explanation: string;
}

export type BranchSection =
  TextSection | InitiativesSection | FeaturesSection | StatsSection | PhotosSection | MottoSection;

export interface BranchFact {
  icon: IconName;
  label: string;
  value: string;
}

export interface Branch {
  key: BranchKey;
  /** Full name, the page's h1. */
  name: string;
  /** What the branch is, in plain English, under the name. */
  subtitle: string;
  metaDescription: string;
  /** Short text for the home page's branch card. */
  cardDescription: string;
  intro: { heading: string; paragraphs: string[] };
  facts: BranchFact[];
  sections: BranchSection[];
  contact: { title: string; entries: ContactEntry[] };
}

const veerSevaDal: Branch = {
  key: 'veer-seva-dal',
  ...BRANCH_CARD_TEXT['veer-seva-dal'],
  subtitle: 'The youth wing of the Sabha, serving the community since 26 January 1979',
  metaDescription:
    'Veer Seva Dal, the youth wing of the Dakshin Bharat Jain Sabha founded on 26 January 1979: 175 branches, ' +
    '10,000 members and 1,50,000 volunteers running pathshalas, camps, tree plantation and seva.',
  intro: {
    heading: 'Young hands, lifelong values',
    paragraphs: [
      'Veer Seva Dal was founded on 26 January 1979 to give the young people of the Jain community a place to ' +
        'learn their dharma and to put it to work in service. What began as a handful of groups is today a ' +
        'network of 175 branches in towns and villages across Maharashtra and Karnataka.',
      'Its volunteers teach children in pathshalas, run dharma sanskar camps, serve at pooja mahotsavas, plant ' +
        'trees, publish news bulletins and calendars, and turn out whenever a village needs help. Every member ' +
        'learns discipline, self-confidence and the joy of serving others, the qualities the Sabha has tried to ' +
        'build in every generation since 1899.',
    ],
  },
  facts: [
    { icon: 'calendar', label: 'Founded', value: '26 January 1979' },
    { icon: 'users', label: 'Branches', value: '175' },
    { icon: 'hands', label: 'Volunteers', value: '1,50,000' },
  ],
  sections: [
    {
      kind: 'initiatives',
      id: 'initiatives',
      heading: 'Our four initiatives',
      intro:
        'Everything the Dal does grows from four commitments, carried out by volunteers in every branch.',
      items: [
        {
          icon: 'book',
          title: 'Dharma sanskar: values for every child',
          description:
            'Religious education is where the Dal begins. Volunteers run 181 pathshalas where 6,500 children ' +
            'learn prayers, the life of the Tirthankaras and the everyday practice of ahimsa.',
          points: [
            '181 pathshalas with 6,500 students',
            '34 dharma sanskar camps',
            'Volunteers who teach week after week',
          ],
        },
        {
          icon: 'temple',
          title: 'Seva at festivals and pooja mahotsavas',
          description:
            'Large pooja mahotsavas and panch kalyanak celebrations draw thousands of devotees. Trained Dal ' +
            'volunteers manage queues, water, food and first aid so that every visitor can worship in peace.',
          points: [
            '750 pooja mahotsava participations',
            '25 vadyapathak (music troupes) leading processions',
            'Volunteer teams for pilgrimages and gatherings',
          ],
        },
        {
          icon: 'leaf',
          title: 'Care for nature and neighbours',
          description:
            'Non-violence includes care for the earth. The Dal has planted 3,00,000 trees and joins blood ' +
            'donation camps, health drives and relief work when floods strike the region.',
          points: [
            '3,00,000 trees planted and tended',
            'Blood donation and health camps with the Sabha',
            'Relief work when floods strike',
          ],
        },
        {
          icon: 'users',
          title: 'Connecting the community',
          description:
            'Every month the Dal sends out 1,500 news bulletins, and every year 10,000 calendars carry the ' +
            'festival dates and tithis into Jain homes, keeping far-flung families in touch with one another.',
          points: [
            '1,500 news bulletins a month',
            '10,000 calendars printed every year',
            'Leadership training for young members',
          ],
        },
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Veer Seva Dal in action',
      photos: [
        ...galleryPhotos('volunteers', 8, 'Veer Seva Dal volunteers at work'),
        ...galleryPhotos('students', 4, 'Children at a Veer Seva Dal pathshala'),
      ],
    },
    {
      kind: 'stats',
      id: 'impact',
      heading: 'Our impact',
      stats: [
        { id: 'branches', value: '175', label: 'Branches' },
        { id: 'members', value: '10,000', label: 'Members' },
        { id: 'pathshala-students', value: '6,500', label: 'Pathshala students' },
        { id: 'news-bulletins', value: '1,500', label: 'News bulletins a month' },
        { id: 'pooja-mahotsava', value: '750', label: 'Pooja mahotsava participations' },
        { id: 'trees', value: '3,00,000', label: 'Trees planted' },
        { id: 'pathshalas', value: '181', label: 'Pathshalas' },
        { id: 'volunteers', value: '1,50,000', label: 'Volunteers' },
        { id: 'vadyapathak', value: '25', label: 'Vadyapathak (music troupes)' },
        { id: 'calendars', value: '10,000', label: 'Calendars a year' },
        { id: 'sanskar-camps', value: '34', label: 'Dharma sanskar camps' },
      ],
      mobileOnlyStats: [{ id: 'libraries', value: '3,00,000', label: 'Libraries' }],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Veer Seva Dal') },
};

const graduateAssociation: Branch = {
  key: 'graduate-association',
  ...BRANCH_CARD_TEXT['graduate-association'],
  subtitle: 'Jain graduates and professionals giving back since 2 October 1989',
  metaDescription:
    'The Graduate Association of the Dakshin Bharat Jain Sabha, founded on 2 October 1989, brings together 4,500 ' +
    'Jain graduates and professionals who guide students and serve the community.',
  intro: {
    heading: 'Educated, and eager to give back',
    paragraphs: [
      'The Graduate Association was founded on 2 October 1989 to bring together Jain graduates who wanted to ' +
        'give back to the community that helped them learn. Today it has 4,500 members: teachers, doctors, ' +
        'engineers, lawyers, accountants and officers across the region.',
      'Members give their time and experience to the next generation: they advise students choosing a course, ' +
        'prepare candidates for competitive examinations and stand beside young professionals as they start ' +
        'their careers.',
    ],
  },
  facts: [
    { icon: 'calendar', label: 'Founded', value: '2 October 1989' },
    { icon: 'users', label: 'Members', value: '4,500' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'about',
      heading: 'What the association stands for',
      paragraphs: [
        'The association believes that education is a trust. A degree earned with the support of the community ' +
          'is best repaid by opening the same door for someone else. Its members work alongside the Sabha in ' +
          'its hostels, schools and scholarship scheme, and bring a professional eye to its work.',
      ],
    },
    {
      kind: 'features',
      id: 'activities',
      heading: 'Activities',
      features: [
        {
          icon: 'school',
          title: 'Career guidance',
          description:
            'Seminars after the SSC and HSC results help students and parents compare courses and careers.',
        },
        {
          icon: 'book',
          title: 'Competitive exam preparation',
          description:
            'Study circles, mock tests and mentoring for UPSC, MPSC, banking and other public examinations.',
        },
        {
          icon: 'users',
          title: 'Professional network',
          description:
            'Members meet, share openings and help young graduates find internships and their first jobs.',
        },
        {
          icon: 'heart',
          title: 'Service projects',
          description:
            'Graduates volunteer at blood donation and health camps and support students in the hostels.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'awards',
      heading: 'Awards and recognition',
      tinted: true,
      features: [
        {
          icon: 'award',
          title: 'Merit felicitation',
          description:
            'Students who excel in board and university examinations are honoured in front of their families.',
        },
        {
          icon: 'star',
          title: 'Success in public service',
          description:
            'Young members who clear competitive examinations are welcomed as role models for those who follow.',
        },
        {
          icon: 'hands',
          title: 'Service to the community',
          description:
            'Members who have given years of quiet service to education and society are thanked publicly.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'numbers',
      heading: 'The association in numbers',
      stats: [
        { id: 'members', value: '4,500', label: 'Members' },
        { id: 'founded', value: '1989', label: 'Founded on 2 October' },
        { id: 'years', value: `${new Date().getFullYear() - 1989}+`, label: 'Years of service' },
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Moments from our programmes',
      photos: [
        ...galleryPhotos('ceremony', 6, 'Graduate Association felicitation programme'),
        ...galleryPhotos('classroom', 6, 'Guidance session by the Graduate Association'),
      ],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Graduate Association') },
};

const jainMahilaParishad: Branch = {
  key: 'jain-mahila-parishad',
  ...BRANCH_CARD_TEXT['jain-mahila-parishad'],
  subtitle: "The Sabha's women's council, carrying forward a commitment made in 1899",
  metaDescription:
    "Jain Mahila Parishad, the women's council of the Dakshin Bharat Jain Sabha: women's education and " +
    'leadership since 1899, self-help, health awareness and religious programmes.',
  intro: {
    heading: 'A voice for women since 1899',
    paragraphs: [
      'When the Sabha was founded on 3 April 1899, the enlightenment of women was one of the first causes it ' +
        'took up. In a time when few girls went to school, the Sabha argued for their education and later opened ' +
        'shravikashrams (hostels for girls and women) so that they could study in the towns.',
      'Jain Mahila Parishad carries that commitment forward. It brings women from towns and villages together to ' +
        'learn, to lead and to support one another, and it speaks for women within the Sabha and beyond.',
    ],
  },
  facts: [
    { icon: 'calendar', label: 'Working for women since', value: '1899' },
    { icon: 'users', label: 'Serves', value: 'Women and girls across the region' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'history',
      heading: 'Our history',
      paragraphs: [
        "From its first years the Sabha's conferences discussed girls' schooling, the age of marriage and the " +
          'place of women in religious life. Those debates became action: shravikashrams in Kolhapur, Sangli and ' +
          'Aurangabad gave generations of girls a safe home while they studied.',
        'The women who grew up in those hostels became teachers, doctors and community leaders, and many of them ' +
          'returned to serve. The Parishad is the meeting place for that tradition of service.',
      ],
    },
    {
      kind: 'text',
      id: 'activities',
      heading: 'Activities',
      tinted: true,
      paragraphs: [
        'Local units of the Parishad run a year-round programme shaped by the needs of their members.',
      ],
      points: [
        'Swadhyay and discussion circles on Jain scriptures',
        'Skill training and support for small home businesses',
        'Health awareness talks and check-up camps for women',
        'Guidance for girls on higher education and careers',
        'Celebrations of Mahavir Jayanti, Paryushan and other festivals',
      ],
    },
    {
      kind: 'features',
      id: 'empowerment',
      heading: 'Education and self-reliance',
      features: [
        {
          icon: 'school',
          title: "Girls' education",
          description:
            'Encouraging families to keep girls in school and college, with help from Sabha scholarships.',
        },
        {
          icon: 'hands',
          title: 'Earning with dignity',
          description: 'Tailoring, food processing and craft training that helps women earn from home.',
        },
        {
          icon: 'users',
          title: 'Leadership',
          description: 'Women learn to run meetings, manage accounts and take responsibility in public life.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'wellbeing',
      heading: 'Faith, health and family',
      tinted: true,
      features: [
        {
          icon: 'book',
          title: 'Religious learning',
          description:
            'Study of prayers and scriptures, so that mothers can pass the tradition on to children.',
        },
        {
          icon: 'heart',
          title: 'Health awareness',
          description:
            "Talks on nutrition, women's health and mental wellbeing, with camps run with doctors.",
        },
        {
          icon: 'shield',
          title: 'Support in hard times',
          description:
            'Members stand by women facing illness, loss or hardship, with counsel and practical help.',
        },
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Photo gallery',
      photos: galleryPhotos('women', 16, 'Jain Mahila Parishad programme'),
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Jain Mahila Parishad') },
};

const veerMahilaMandal: Branch = {
  key: 'veer-mahila-mandal',
  ...BRANCH_CARD_TEXT['veer-mahila-mandal'],
  subtitle: "The women's association of the Sabha, founded in 1995 and at work since 1990",
  metaDescription:
    "Veer Mahila Mandal, the women's association of the Dakshin Bharat Jain Sabha: founded in 1995 after five " +
    'years of work since 1990, running sanskar classes, service projects and self-help groups.',
  intro: {
    heading: 'Women who serve with courage',
    paragraphs: [
      'The women of Veer Mahila Mandal began working together in 1990, meeting to take up service and ' +
        'religious work of their own. After five years of steady work the Mandal was formally founded in 1995 ' +
        'as the women’s association of the Sabha.',
      'Its units meet in towns and villages across the region. Members teach children, care for the sick and ' +
        'elderly, help one another start small enterprises and keep the festivals of the community alive.',
    ],
  },
  facts: [
    { icon: 'clock', label: 'Working since', value: '1990' },
    { icon: 'calendar', label: 'Founded', value: '1995' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'activities',
      heading: 'Activities',
      paragraphs: [
        'Every unit of the Mandal chooses its own work; these are the activities found in most of them.',
      ],
      points: [
        'Sanskar classes for children during school holidays',
        'Visits to hospitals, old-age homes and families in need',
        'Self-help groups and savings circles',
        'Blood donation and health check-up camps with the Sabha',
        'Bhajan, pooja and swadhyay gatherings',
      ],
    },
    {
      kind: 'motto',
      id: 'motto',
      heading: 'Our motto',
      motto: 'Parasparopagraho Jivanam',
      explanation:
        '“Souls render service to one another.” These words of Acharya Umaswami’s Tattvartha Sutra guide the ' +
        'Mandal: every member both gives and receives support, and no woman is left to face hardship alone.',
    },
    {
      kind: 'features',
      id: 'family',
      heading: 'Sanskar in every home',
      features: [
        {
          icon: 'book',
          title: 'Children’s classes',
          description: 'Simple lessons in prayers, stories and good conduct for children of every age.',
        },
        {
          icon: 'temple',
          title: 'Festivals and worship',
          description: 'Members organise poojas, bhajans and festival programmes in their localities.',
        },
        {
          icon: 'leaf',
          title: 'A gentle way of life',
          description: 'Workshops on vegetarian cooking, simple living and care for the environment.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'service',
      heading: 'Service and self-reliance',
      tinted: true,
      features: [
        {
          icon: 'hands',
          title: 'Reaching out',
          description:
            'Food, clothing and company for the sick, the elderly and families going through hard times.',
        },
        {
          icon: 'rupee',
          title: 'Savings and enterprise',
          description:
            'Self-help groups teach saving, bookkeeping and how to run a small business from home.',
        },
        {
          icon: 'heart',
          title: 'Health first',
          description:
            'Health talks and check-up camps help women look after themselves as well as their families.',
        },
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Photo gallery',
      photos: [
        ...galleryPhotos('women', 10, 'Veer Mahila Mandal members at a programme', 7),
        ...galleryPhotos('ceremony', 6, 'Veer Mahila Mandal celebration', 7),
      ],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Veer Mahila Mandal') },
};

const shreeKshetraCommittee: Branch = {
  key: 'shree-kshetra-committee-stavnidhi',
  ...BRANCH_CARD_TEXT['shree-kshetra-committee-stavnidhi'],
  subtitle: 'Caring for the pilgrimage site where the Sabha was born in 1899',
  metaDescription:
    'The Shree Kshetra Committee of Stavnidhi looks after the Jain pilgrimage site at Stavnidhi, where the ' +
    'Dakshin Bharat Jain Sabha was founded on 3 April 1899, and welcomes pilgrims throughout the year.',
  intro: {
    heading: 'Where our story began',
    paragraphs: [
      'Shri Kshetra Stavnidhi, in the Belgaum district of Karnataka, is a place of pilgrimage for Jains of the ' +
        'whole region. It was here, on 3 April 1899, that community leaders met and founded the Sabha, then ' +
        'called the Dakshin Maharashtra Jain Sabha.',
      'The Shree Kshetra Committee cares for the temples and grounds of Stavnidhi on behalf of the community, ' +
        'so that pilgrims find a clean, peaceful and welcoming place to worship.',
    ],
  },
  facts: [
    { icon: 'location', label: 'Location', value: 'Stavnidhi, Belgaum district, Karnataka' },
    { icon: 'calendar', label: 'The Sabha founded here', value: '3 April 1899' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'history',
      heading: 'History',
      paragraphs: [
        'Pilgrims have come to Stavnidhi to worship for generations. Its place in the history of the Sabha ' +
          'gives it a special meaning: the meeting held here in 1899 began the work of hostels, schools, ' +
          'scholarships and social reform that continues today.',
        'The committee looks after the upkeep of the temples, arranges for the daily pooja, and helps organise ' +
          'the annual festivals, when the kshetra fills with devotees from Maharashtra and Karnataka.',
      ],
      points: [
        'Upkeep of temples, pathways and grounds',
        'Arrangements for daily pooja and festivals',
        'Drinking water, rest and food for pilgrims',
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Photo gallery',
      photos: [
        ...galleryPhotos('temple', 4, 'Temple at Shri Kshetra Stavnidhi'),
        ...galleryPhotos('nature', 2, 'Grounds of Shri Kshetra Stavnidhi'),
      ],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Shree Kshetra Committee, Stavnidhi') },
};

const centralLibrary: Branch = {
  key: 'central-library',
  ...BRANCH_CARD_TEXT['central-library'],
  subtitle: "The Sabha's library of Jain scripture, history and learning",
  metaDescription:
    'The Central Library of the Dakshin Bharat Jain Sabha keeps Jain scriptures, history, literature and the ' +
    "Sabha's own publications, and opens them to students, researchers and readers.",
  intro: {
    heading: 'A home for Jain learning',
    paragraphs: [
      'Knowledge has always been at the heart of Jain life, and the Sabha has published and collected books ' +
        'since its earliest years. The Central Library gathers this heritage in one place: sacred texts, ' +
        "commentaries, histories, literature in Marathi, Kannada, Hindi and English, and the Sabha's own journals.",
      'It serves students preparing for examinations, scholars researching Jain history and philosophy, and ' +
        'every reader who simply wants to learn.',
    ],
  },
  facts: [
    { icon: 'library', label: 'Collections', value: 'Scripture, history and literature' },
    { icon: 'book', label: 'Open to', value: 'Students, researchers and readers' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'mission',
      heading: 'Our mission',
      paragraphs: [
        'To preserve the written heritage of the Jain community of South India and to make it easy to read, ' +
          'study and share, for this generation and the next.',
      ],
    },
    {
      kind: 'features',
      id: 'collections',
      heading: 'Collections',
      features: [
        {
          icon: 'book',
          title: 'Scriptures and commentaries',
          description:
            'Agam texts, commentaries and works of the great acharyas in the original and in translation.',
        },
        {
          icon: 'library',
          title: 'History and research',
          description: 'Books on Jain history, art and architecture, and on the communities of the Deccan.',
        },
        {
          icon: 'star',
          title: 'The Sabha’s own publications',
          description: 'Bound volumes of the Sabha’s periodicals, calendars and the books it has published.',
        },
        {
          icon: 'school',
          title: 'Study and reference',
          description:
            'Reference works and books for students preparing for higher and competitive examinations.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'activities',
      heading: 'Activities',
      tinted: true,
      paragraphs: [
        'Beyond lending books, the library is a place where people come together to read and learn.',
      ],
      points: [
        'A quiet reading room for students',
        'Help for researchers looking for rare texts',
        'Care and cataloguing of old books and manuscripts',
        'Book exhibitions during festivals and conferences',
      ],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Central Library') },
};

const shantisagarSmarak: Branch = {
  key: 'prathamacharya-shri-shantisagar-smarak-yalgud',
  ...BRANCH_CARD_TEXT['prathamacharya-shri-shantisagar-smarak-yalgud'],
  subtitle: 'A memorial at Yalgud to Acharya Shri Shantisagar, the first acharya of our age',
  metaDescription:
    'The Prathamacharya Shri Shantisagar Smarak at Yalgud honours Acharya Shri Shantisagar Maharaj, who revived ' +
    'the tradition of Digambar monks in the twentieth century; a place of reflection, study and pilgrimage.',
  intro: {
    heading: 'Remembering the first acharya',
    paragraphs: [
      'Charitra Chakravarti Acharya Shri Shantisagar Maharaj is remembered as the prathamacharya, the first ' +
        'acharya of the modern age. Born in the Belgaum region, he renounced the world and, through his own ' +
        'austere life, revived the tradition of Digambar monks that had all but disappeared for centuries.',
      'The Smarak at Yalgud, in Kolhapur district, keeps his memory alive for devotees and visitors, and the ' +
        'Sabha, which followed his guidance closely, looks after it.',
    ],
  },
  facts: [
    { icon: 'location', label: 'Location', value: 'Yalgud, Kolhapur district, Maharashtra' },
    { icon: 'temple', label: 'Dedicated to', value: 'Acharya Shri Shantisagar Maharaj' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'mission',
      heading: 'Our mission',
      paragraphs: [
        'To keep the life and teachings of Acharya Shri Shantisagar before every generation: his discipline, his ' +
          'fearlessness in the practice of non-violence and his insistence on the study of scripture.',
      ],
    },
    {
      kind: 'text',
      id: 'significance',
      heading: 'Historical significance',
      tinted: true,
      paragraphs: [
        'For several centuries, wandering Digambar monks had become rare in most of India. Acharya Shantisagar ' +
          'travelled on foot across the country, teaching and inspiring others to take diksha, and the orders of ' +
          'monks found today grew from the path he opened.',
        'He also worked to protect the ancient scriptures, encouraging their careful preservation. He ended ' +
          'his life by sallekhana, the Jain vow of peaceful, voluntary fasting, at Kunthalgiri in 1955.',
      ],
    },
    {
      kind: 'features',
      id: 'features',
      heading: 'At the Smarak',
      features: [
        {
          icon: 'temple',
          title: 'Place of worship',
          description: 'A serene space for darshan, pooja and meditation in the acharya’s memory.',
        },
        {
          icon: 'book',
          title: 'His life and teachings',
          description:
            'Displays that tell the story of his life, travels and teachings for visitors of all ages.',
        },
        {
          icon: 'users',
          title: 'Gatherings',
          description: 'Programmes on the acharya’s anniversaries bring devotees from across the region.',
        },
        {
          icon: 'leaf',
          title: 'Calm surroundings',
          description: 'Quiet, green grounds that invite reflection away from the bustle of the town.',
        },
      ],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Prathamacharya Shri Shantisagar Smarak, Yalgud') },
};

const puratanVastuSamiti: Branch = {
  key: 'jain-puratan-vastu-jatan-sanshodhan-samiti',
  ...BRANCH_CARD_TEXT['jain-puratan-vastu-jatan-sanshodhan-samiti'],
  subtitle: 'Preserving and researching the ancient Jain heritage of the South',
  metaDescription:
    'The Jain Puratan Vastu Jatan Sanshodhan Samiti of the Dakshin Bharat Jain Sabha documents, protects and ' +
    'researches ancient Jain temples, idols and inscriptions across Maharashtra, Karnataka and Goa.',
  intro: {
    heading: 'Our heritage in stone',
    paragraphs: [
      'The Deccan is rich in ancient Jain heritage: temples, basadis, idols, inscriptions and manuscripts, ' +
        'many of them centuries old. Too many stand neglected, worn by weather or forgotten in fields and ' +
        'village corners.',
      'The Samiti (literally, the committee for the care and research of ancient Jain objects) works to find ' +
        'these treasures, record them carefully and see that they are protected for the future.',
    ],
  },
  facts: [
    { icon: 'temple', label: 'Cares for', value: 'Temples, idols, inscriptions and manuscripts' },
    { icon: 'location', label: 'Region', value: 'Maharashtra, Karnataka and Goa' },
  ],
  sections: [
    {
      kind: 'features',
      id: 'work',
      heading: 'What the Samiti does',
      features: [
        {
          icon: 'location',
          title: 'Survey and documentation',
          description: 'Members visit sites, photograph and measure them, and record what they find.',
        },
        {
          icon: 'shield',
          title: 'Protection and restoration',
          description:
            'With local communities and the authorities, the Samiti helps repair and protect old sites.',
        },
        {
          icon: 'book',
          title: 'Research',
          description: 'Inscriptions and manuscripts are studied and their findings shared with scholars.',
        },
        {
          icon: 'users',
          title: 'Awareness',
          description:
            'Talks and visits help villagers see the heritage around them as something to cherish.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'approach',
      heading: 'How you can help',
      tinted: true,
      paragraphs: [
        'Many discoveries begin with a phone call from someone who has noticed an old idol or a carved stone ' +
          'near their village. If you know of a neglected Jain site, please tell the Samiti through the Sabha ' +
          'office. Volunteers with an interest in history, photography or architecture are always welcome.',
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Photo gallery',
      photos: galleryPhotos('temple', 6, 'Ancient Jain heritage site', 5),
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Jain Puratan Vastu Jatan Sanshodhan Samiti') },
};

const samanvaySamiti: Branch = {
  key: 'jain-dharmiya-samanvay-samiti',
  ...BRANCH_CARD_TEXT['jain-dharmiya-samanvay-samiti'],
  subtitle: 'Building harmony among Jains and with every faith',
  metaDescription:
    'The Jain Dharmiya Samanvay Samiti of the Dakshin Bharat Jain Sabha works for unity among Jain sub-communities ' +
    'and for respect and goodwill between the Jain community and people of every faith.',
  intro: {
    heading: 'Many traditions, one community',
    paragraphs: [
      'From its founding the Sabha has worked to bring together the sub-communities of the Digambar Jains of ' +
        'the South, who share one faith but different customs and languages. The Jain Dharmiya Samanvay Samiti ' +
        '(the committee for religious harmony) carries that work on.',
      'It brings leaders of different Jain groups to one table, and it reaches out to people of other faiths in ' +
        'the spirit of anekantavada, the Jain teaching that truth has many sides.',
    ],
  },
  facts: [
    { icon: 'hands', label: 'Works for', value: 'Unity and mutual respect' },
    { icon: 'users', label: 'Brings together', value: 'Jain sub-communities and people of every faith' },
  ],
  sections: [
    {
      kind: 'text',
      id: 'work',
      heading: 'What the Samiti does',
      paragraphs: [
        'The Samiti works quietly, through conversation and shared celebration rather than debate.',
      ],
      points: [
        'Joint celebrations of Mahavir Jayanti and other festivals',
        'Meetings of leaders from different Jain sub-communities',
        'Inter-faith dialogues and prayer meetings',
        'Help in resolving disputes within the community',
      ],
    },
    {
      kind: 'photos',
      id: 'photos',
      heading: 'Photo gallery',
      photos: [
        ...galleryPhotos('ceremony', 4, 'Gathering organised by the Samanvay Samiti', 3),
        ...galleryPhotos('temple', 2, 'Temple celebration', 11),
      ],
    },
  ],
  contact: { title: 'Contact Us', entries: officeContact('Jain Dharmiya Samanvay Samiti') },
};

export const BRANCHES: readonly Branch[] = [
  veerSevaDal,
  graduateAssociation,
  jainMahilaParishad,
  veerMahilaMandal,
  shreeKshetraCommittee,
  centralLibrary,
  shantisagarSmarak,
  puratanVastuSamiti,
  samanvaySamiti,
];

export function findBranch(key: string): Branch | undefined {
  return BRANCHES.find((branch) => branch.key === key);
}
