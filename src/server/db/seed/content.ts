// Demo content seeded into an empty database so the site is alive on first start. The events describe the kind
// of work the Sabha and its branches do every year; the people named here are illustrative demo records (their
// portraits are drawn avatars, not photographs) for the office to replace with its own through the database.
// Image keys name files in ./images, drawn by scripts/make-seed-images.ts from the same data.

import type { Settings } from '../../../shared/schemas';
import SEED_COMMITTEE_LIST from './committees.json';

export type Motif =
  | 'temple'
  | 'blood'
  | 'books'
  | 'tree'
  | 'camp'
  | 'lamp'
  | 'hands'
  | 'health'
  | 'trophy'
  | 'women'
  | 'rings'
  | 'children'
  | 'assembly';

/**
 * The day the demo content describes: events dated after it were still to come when it was written (the Annual
 * General Meeting, so far without photos), and the ones before it had been held (with a gallery).
 */
export const SEED_CONTENT_WRITTEN_ON = '2026-11-23';

export interface SeedEvent {
  /** Image file key: images/events/<key>.webp and images/gallery/<key>-<n>.webp. */
  key: string;
  name: string;
  date: string;
  colour: string;
  motif: Motif;
  /** Photos are taken at the event, so an event still to come has none. */
  galleryCount: number;
  /** The 11-character id of a real video of the event on YouTube; none is known yet, so no demo event has one. */
  youtubeId?: string;
  paragraphs: string[];
}

export interface SeedPerson {
  /** Image file key: images/people/<key>.webp. */
  key: string;
  name: string;
  role: string;
  look: 'man' | 'woman';
  /** Drawn with the white Gandhi cap many elders of the community wear. */
  cap?: boolean;
  glasses?: boolean;
}

export const SEED_SETTINGS: Settings = {
  facebook_url: 'https://www.facebook.com/DakshinBharatJainSabha',
  twitter_url: 'https://twitter.com/DBJSabha',
  insta_url: 'https://www.instagram.com/dakshinbharatjainsabha',
  linkedin_url: 'https://www.linkedin.com/company/dakshin-bharat-jain-sabha',
  youtube_url: 'https://www.youtube.com/@DakshinBharatJainSabha',
  contact_address:
    'Dakshin Bharat Jain Sabha, Shri 1008 Bhagwan Mahaveer Digambar Jain Mandir Campus, Sangli, Maharashtra 416416',
  contact_mobile: '+91 233 262 1899',
  contact_email: 'office@dakshinbharatjainsabha.org',
  site_copyright: 'Copyright © 2024 Dakshin Bharat Jain Sabha Official Website. All Rights Reserved.',
  // The Sabha's real bank accounts and Form 10AC order were not supplied: the office enters them in the console
  // (Site settings). Until then the magazine page asks readers to contact the office for bank details and the
  // donation page shows no Form 10AC button, rather than made-up numbers.
  bank_accounts: [],
  form_10ac_url: '',
  identity_retention_days: null,
};

export const SEED_NEWS: { publishedOn: string; content: string }[] = [
  {
    publishedOn: '2026-06-20',
    content:
      '<p><strong>Scholarships 2026-27:</strong> applications for this year are now closed. Thank you to every ' +
      'donor of the dattak-palak scheme; the list of supported students will be shared at the annual general ' +
      'meeting.</p>',
  },
  {
    publishedOn: '2026-10-25',
    content:
      '<p><strong>Jain Vadhu-Var Parichay Melava 2027</strong> will be held on Sunday, 24th January, 2027 at the ' +
      'Sangli campus. Families may register at the Sabha office or with their nearest branch.</p>',
  },
  {
    publishedOn: '2026-11-10',
    content:
      '<p>The <strong>Annual General Meeting</strong> of the Dakshin Bharat Jain Sabha will be held on ' +
      '20th December, 2026 in Sangli. Members are requested to bring their membership number.</p>',
  },
  {
    publishedOn: '2026-08-01',
    content:
      '<p>New issues of <em>Pragati and Jinvijay</em> are out twice a month. Members of the magazine scheme ' +
      'receive them by post; write to the office to subscribe.</p>',
  },
];

export const SEED_EVENTS: SeedEvent[] = [
  {
    key: 'mahavir-jayanti-2025',
    name: 'Mahavir Jayanti Celebration',
    date: '2025-04-10',
    colour: '#d9731a',
    motif: 'temple',
    galleryCount: 5,
    paragraphs: [
      'The birth anniversary of Bhagwan Mahaveer, the twenty-fourth Tirthankara, was celebrated at the Sangli ' +
        'campus with abhishek and pooja in the morning, followed by a shobha yatra through the main streets of ' +
        'the city.',
      'Students of the Sabha’s hostels and Paathshalas took part in the procession carrying the message of ' +
        '<strong>ahimsa, aparigraha and anekantavada</strong>. Volunteers of Veer Seva Dal managed the route, ' +
        'drinking water and first aid.',
      'In the evening a pravachan on the relevance of Bhagwan Mahaveer’s teaching to family and public life was ' +
        'followed by a cultural programme presented by the children of the Paathshala.',
    ],
  },
  {
    key: 'blood-donation-2025',
    name: 'Blood Donation Camp',
    date: '2025-06-14',
    colour: '#c62828',
    motif: 'blood',
    galleryCount: 4,
    paragraphs: [
      'On World Blood Donor Day the Sabha held its blood donation camp at the Sangli campus together with the ' +
        'district blood bank. Donors were screened by the bank’s doctors before donating.',
      'Young members of Veer Seva Dal and the Graduate Association registered donors, served refreshments and ' +
        'looked after first-time donors. Every donor received a donor card.',
      'Blood donation camps are one of the Sabha’s longest-running services to society; branches across ' +
        'Maharashtra and Karnataka hold them through the year.',
    ],
  },
  {
    key: 'tree-plantation-2025',
    name: 'Tree Plantation Drive',
    date: '2025-07-06',
    colour: '#2e7d32',
    motif: 'tree',
    galleryCount: 4,
    paragraphs: [
      'With the first steady rains of the monsoon, volunteers planted native saplings such as neem, banyan, ' +
        'peepal and jamun along the approach road of the Sangli campus and in the grounds of the boarding.',
      'Each sapling was given a tree guard and adopted by a hostel student, who waters and looks after it ' +
        'through the dry months.',
      'Caring for every living being is at the heart of Jain life; the plantation drive is one of the ways the ' +
        'Sabha and Veer Seva Dal put that value into practice.',
    ],
  },
  {
    key: 'scholarship-distribution-2025',
    name: 'Scholarship Distribution Ceremony',
    date: '2025-07-20',
    colour: '#1f5fa8',
    motif: 'books',
    galleryCount: 5,
    paragraphs: [
      'Students selected for the Sabha’s scholarships for 2025-26 received their letters of support in the ' +
        'presence of donors, parents and teachers.',
      'Under the <strong>dattak-palak</strong> (adopt-a-student) scheme, donors support the education of a ' +
        'student for a full year. Several students spoke about what the support has meant to their families.',
      'The Sabha thanked the donors of the scheme and invited former scholarship holders to mentor the new ' +
        'students through the year.',
    ],
  },
  {
    key: 'veer-seva-dal-camp-2025',
    name: 'Veer Seva Dal Training Camp',
    date: '2025-08-10',
    colour: '#b8741a',
    motif: 'camp',
    galleryCount: 6,
    paragraphs: [
      'Young volunteers from Veer Seva Dal branches gathered for a one-day training camp on discipline, first ' +
        'aid, crowd management and service at religious gatherings.',
      'Sessions covered the basics of first aid, safe handling of large processions and how branches can run ' +
        'Paathshalas, libraries and blood donation camps in their villages.',
      'The camp ended with a pledge of service and the distribution of certificates to the volunteers who ' +
        'completed the training.',
    ],
  },
  {
    key: 'dashlakshan-pravachan-2025',
    name: 'Dashlakshan Parva Pravachan Mala',
    date: '2025-08-31',
    colour: '#6a3d9a',
    motif: 'lamp',
    galleryCount: 4,
    paragraphs: [
      'During Dashlakshan Parva, the ten days of reflection on the ten virtues of dharma, the Sabha arranged a ' +
        'daily series of lectures at the Sangli campus.',
      '<strong>Uttam kshama, mardav, arjav, shauch, satya, sanyam, tap, tyag, akinchanya and brahmacharya</strong> ' +
        'were each the subject of one evening, with time for questions from the audience.',
      'The lectures were also shared with members in other towns so that families who could not travel could ' +
        'follow them at home.',
    ],
  },
  {
    key: 'kshamavani-2025',
    name: 'Kshamavani Milan',
    date: '2025-09-07',
    colour: '#00796b',
    motif: 'hands',
    galleryCount: 3,
    paragraphs: [
      'At the close of Dashlakshan Parva, members met for Kshamavani, the day of asking and granting ' +
        'forgiveness: <em>Uttam Kshama</em>.',
      'Office bearers, branch representatives, teachers and students greeted each other with folded hands and ' +
        'the words "Micchami Dukkadam", letting go of the hurts of the past year.',
    ],
  },
  {
    key: 'paathshala-exam-2025',
    name: 'Paathshala Annual Examination',
    date: '2025-11-16',
    colour: '#3949ab',
    motif: 'children',
    galleryCount: 4,
    paragraphs: [
      'Children from the Sabha’s Paathshalas sat the annual examination in Jain dharma, covering prayers, the ' +
        'lives of the Tirthankaras and the basic principles of Jain philosophy.',
      'The examination is held at every Paathshala centre on the same day, with papers for each level from ' +
        'beginners to senior students.',
      'Results are announced at the prize distribution in the new year, where the best students of each level ' +
        'are honoured.',
    ],
  },
  {
    key: 'mahila-parishad-convention-2025',
    name: 'Jain Mahila Parishad Convention',
    date: '2025-12-21',
    colour: '#ad1457',
    motif: 'women',
    galleryCount: 5,
    paragraphs: [
      'Members of Jain Mahila Parishad, the women’s council of the Sabha, met for their annual convention on ' +
        'education, health and self-reliance for women.',
      'Sessions included talks on women’s health, savings and small enterprise, and the role of women in ' +
        'passing on sanskar to the next generation.',
      'Branches presented their work of the year, and women who have served their villages for many years ' +
        'were felicitated.',
    ],
  },
  {
    key: 'health-camp-2026',
    name: 'Free Health Check-up Camp',
    date: '2026-01-25',
    colour: '#00838f',
    motif: 'health',
    galleryCount: 4,
    paragraphs: [
      'Under the Kamveer Arogya Abhiyan, the Sabha held a free health check-up camp with volunteer doctors ' +
        'from Sangli and Miraj.',
      'Visitors had their blood pressure, blood sugar and eyes checked, and those who needed further care were ' +
        'referred to hospitals with a letter from the camp.',
      'The camp was open to everyone, whatever their community, as all of the Sabha’s health work is.',
    ],
  },
  {
    key: 'graduate-felicitation-2026',
    name: 'Graduate Association Felicitation Ceremony',
    date: '2026-02-22',
    colour: '#a8801f',
    motif: 'trophy',
    galleryCount: 4,
    paragraphs: [
      'The Graduate Association of the Sabha felicitated students who completed their degrees with ' +
        'distinction, and those who passed competitive examinations during the year.',
      'Senior members of the association spoke about careers in public service, teaching, medicine and ' +
        'engineering, and offered to guide students preparing for examinations.',
      'The association invited the new graduates to join its work of mentoring students from the hostels.',
    ],
  },
  {
    key: 'mahavir-janma-kalyanak-2026',
    name: 'Mahavir Janma Kalyanak Mahotsav',
    date: '2026-03-31',
    colour: '#e08a1e',
    motif: 'temple',
    galleryCount: 5,
    paragraphs: [
      'The Janma Kalyanak of Bhagwan Mahaveer was celebrated with abhishek, pooja and a procession with the ' +
        'palkhi of the Bhagwan through the city.',
      'Hostel students and Paathshala children presented songs and short plays on the life of Bhagwan ' +
        'Mahaveer, and the day closed with a pravachan on non-violence in daily life.',
    ],
  },
  {
    key: 'sanskar-shibir-2026',
    name: 'Summer Sanskar Shibir for Children',
    date: '2026-05-10',
    colour: '#f2a900',
    motif: 'books',
    galleryCount: 4,
    paragraphs: [
      'During the summer holidays the Sabha ran a week-long sanskar shibir for children aged eight to fourteen.',
      'Mornings began with prayer and meditation; the children learnt stories of the Tirthankaras, the meaning ' +
        'of daily prayers, and the value of kindness to every living being.',
      'Afternoons were for drawing, games and a visit to the central library, and parents joined the closing ' +
        'programme on the last day.',
    ],
  },
  {
    key: 'blood-donation-2026',
    name: 'Blood Donation Camp',
    date: '2026-06-13',
    colour: '#b71c1c',
    motif: 'blood',
    galleryCount: 4,
    paragraphs: [
      'The Sabha’s blood donation camp returned on World Blood Donor Day with the district blood bank, this ' +
        'year with donor registration open online a week in advance.',
      'Many of the donors were students and former students of the Sabha’s hostels, and several families came ' +
        'to donate together.',
      'The Sabha thanks every donor and the doctors and staff of the blood bank.',
    ],
  },
  {
    key: 'dashlakshan-pravachan-2026',
    name: 'Dashlakshan Parva Lectures',
    date: '2026-09-20',
    colour: '#5e35b1',
    motif: 'lamp',
    galleryCount: 4,
    paragraphs: [
      'The Dashlakshan Parva lecture series returned for ten evenings of reflection on the ten virtues of ' +
        'dharma.',
      'Scholars from Maharashtra and Karnataka spoke in Marathi, Kannada and Hindi, and the evening aarti was ' +
        'led by the children of the Paathshala.',
    ],
  },
  {
    key: 'matrimony-meet-2026',
    name: 'Jain Vadhu-Var Parichay Melava',
    date: '2026-10-18',
    colour: '#c2185b',
    motif: 'rings',
    galleryCount: 4,
    paragraphs: [
      'Families from across South Maharashtra and North Karnataka came to the Sabha’s matrimony introduction ' +
        'meet, where young men and women introduced themselves on stage.',
      'A printed directory of the registered candidates was given to every family, and volunteers helped ' +
        'families meet one another through the day.',
      'The next meet will be held on 24th January, 2027; registrations are open at the Sabha office.',
    ],
  },
  {
    key: 'annual-general-meeting-2026',
    name: 'Annual General Meeting',
    date: '2026-12-20',
    colour: '#455a64',
    motif: 'assembly',
    galleryCount: 0,
    paragraphs: [
      // Worded for any day, before the meeting or after it: demo content is read long after it was written.
      'The Dakshin Bharat Jain Sabha holds its Annual General Meeting every year at the Sangli campus.',
      'The agenda includes the annual report, the audited accounts, the work of the hostels, schools and ' +
        'branches, and plans for the coming year.',
      'All members are invited; please bring your membership number for registration.',
    ],
  },
];

/** The committees and their members, in the order the site lists them (data: committees.json). */
export const SEED_COMMITTEES = SEED_COMMITTEE_LIST as { name: string; members: SeedPerson[] }[];

export const SEED_PRESIDENT = {
  key: 'president',
  salutation: 'Shri',
  name: 'Rajendra Annasaheb Patil',
  subname: 'President, Dakshin Bharat Jain Sabha',
  person: {
    key: 'president',
    name: 'Shri Rajendra Annasaheb Patil',
    role: 'President',
    look: 'man',
    cap: true,
  } as SeedPerson,
  description:
    '<p>Shri Rajendra Annasaheb Patil has served the Dakshin Bharat Jain Sabha for over three decades, first as ' +
    'a volunteer of <strong>Veer Seva Dal</strong>, then as secretary of the Sangli boarding and as a member of ' +
    'the Central Committee.</p>' +
    '<p>As President he has given priority to:</p>' +
    '<ul><li>hostels and schools where students from villages can study in safety and with sanskar;</li>' +
    '<li>scholarships through the dattak-palak scheme, so that no student leaves education for want of fees;</li>' +
    '<li>health camps and blood donation camps open to all;</li>' +
    '<li>bringing young people and women into the leadership of the Sabha.</li></ul>' +
    '<p>He believes that the Sabha’s work since 1899 has always been <strong>education, health and sanskar ' +
    'together</strong>, and that every member can carry it forward in their own village.</p>',
};

export const SEED_AWARDS: { category: string; awards: { title: string; description: string }[] }[] = [
  {
    category: 'Samaj Bhushan Puraskar',
    awards: [
      {
        title: 'Shri Padmakar Upadhye, Kolhapur',
        description:
          'For forty years of service to the boarding at Kolhapur, where he guided generations of students ' +
          'from rural families through school and college.',
      },
      {
        title: 'Smt. Sarika Magdum, Belagavi',
        description:
          'For building self-help groups of women in villages around Belagavi and helping them start small ' +
          'businesses of their own.',
      },
      {
        title: 'Shri Kumar Danole, Ichalkaranji',
        description: 'For organising free medical help for families of textile workers over many years.',
      },
    ],
  },
  {
    category: 'Acharya Shantisagar Seva Puraskar',
    awards: [
      {
        title: 'Veer Seva Dal, Jaysingpur branch',
        description:
          'For tireless service at religious gatherings and during the floods, when its volunteers ran relief ' +
          'kitchens and rescue teams.',
      },
      {
        title: 'Dr. Anjali Kudache, Miraj',
        description:
          'For free eye check-up camps in villages and cataract surgery for elderly patients in need.',
      },
      {
        title: 'Shri Sunil Bhore, Sangli',
        description: 'For running the Paathshala at his village for twenty years without a break.',
      },
    ],
  },
  {
    category: 'Shikshan Ratna Puraskar',
    awards: [
      {
        title: 'Smt. Shailaja Alase, Nandre',
        description:
          'For leading the high school at Nandre to steady results and for her work to keep girls in school.',
      },
      {
        title: 'Shri Devendra Patil, Dudhgaon',
        description:
          'For starting science and computer laboratories at the English medium school at Dudhgaon.',
      },
    ],
  },
  {
    category: 'Yuva Gaurav Puraskar',
    awards: [
      {
        title: 'Kumar Arihant Chougule, Hubballi',
        description: 'For organising blood donation drives among college students across North Karnataka.',
      },
      {
        title: 'Kumari Trupti Shete, Sangli',
        description:
          'For teaching mathematics free of charge to hostel students preparing for board examinations.',
      },
    ],
  },
];

export const SEED_MATRIMONY_CARD = {
  key: 'melava-2027',
  date: '2027-01-24',
  title: 'Jain Vadhu-Var Parichay Melava 2027',
  subTitle: 'Shri 1008 Bhagwan Mahaveer Digambar Jain Mandir Campus, Sangli',
  time: '10:30',
};

/** Every person with a portrait, once each (the president also sits on the Central Committee). */
export function allSeedPeople(): SeedPerson[] {
  const people = [SEED_PRESIDENT.person, ...SEED_COMMITTEES.flatMap((committee) => committee.members)];
  return people.filter((person, index) => people.findIndex((other) => other.key === person.key) === index);
}

export function eventHtml(event: SeedEvent): string {
  return event.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}

export function youtubeUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
