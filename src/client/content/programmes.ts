import type { Feature } from '../components/blocks/FeatureList';
import type { Photo } from '../components/blocks/PhotoSlider';
import type { Stat } from '../components/blocks/StatsStrip';
import { galleryPhotos } from './images';

// The three programme pages (docs/product.md#other-pages): Paathshala, Kamveer arogya abhiyan and Blood
// Donation Camps, each with banner, text, gallery, feature or statistics list and contact. Figures:
// docs/product.md#pages.

export type ProgrammeKey = 'blood-donation-camps' | 'kamveer-arogya-abhiyan' | 'paathshala';

export interface ProgrammeSection {
  title: string;
  paragraphs: string[];
  points?: string[];
}

export interface Programme {
  title: string;
  metaDescription: string;
  banner: string;
  eyebrow: string;
  subtitle: string;
  /** Where the page sits: the hub it belongs to. */
  parent: { label: string; to: string };
  sections: ProgrammeSection[];
  stats?: { title: string; stats: Stat[] };
  features: { title: string; features: Feature[] };
  gallery: { title: string; photos: Photo[] };
  action: { title: string; text: string; label: string; to: string };
  /** The subject line of emails sent from the contact card. */
  contactTopic: string;
}

export const PROGRAMMES: Record<ProgrammeKey, Programme> = {
  'blood-donation-camps': {
    title: 'Blood Donation Camps',
    metaDescription:
      'Blood donation camps of the Dakshin Bharat Jain Sabha and its Veer Seva Dal: 7,832 camps held with recognised blood banks. Find out how to donate or host a camp.',
    banner: '/images/banners/health.webp',
    eyebrow: 'Health',
    subtitle: 'Every unit of blood can save up to three lives. Our volunteers have made giving it a habit.',
    parent: { label: 'Health', to: '/health' },
    sections: [
      {
        title: 'Why we hold blood donation camps',
        paragraphs: [
          'Hospitals in our towns and villages need blood every day: for accident victims, mothers in childbirth, children with thalassaemia and patients in surgery. Blood cannot be manufactured; it can only be given.',
          'Seeing this need, the Sabha’s youth wing, the Veer Seva Dal, made blood donation one of its regular services. Its branches hold camps on festivals such as Mahavir Jayanti, on the anniversaries of the Sabha and its institutions, and whenever a blood bank reports a shortage. Students of our hostels, members and their families give together, and the camps are open to everyone.',
        ],
      },
      {
        title: 'How a camp works',
        paragraphs: [
          'Every camp is held with a licensed blood bank, whose doctors and staff are in charge of the donation itself.',
        ],
        points: [
          'Donors register and answer a short health questionnaire.',
          'A doctor checks weight, blood pressure and haemoglobin before anyone donates.',
          'The donation takes about ten minutes, with sterile, single-use equipment.',
          'Donors rest, take refreshments and receive a donor card or certificate from the blood bank.',
        ],
      },
      {
        title: 'Who can give blood',
        paragraphs: [
          'Generally, anyone in good health, aged 18 to 65 and weighing at least 45 kg can donate, subject to the blood bank doctor’s check on the day. Please tell the doctor about any illness, medicine or recent vaccination.',
        ],
      },
    ],
    stats: {
      title: 'Blood donation in numbers',
      stats: [
        { id: 'camps', value: '7,832', label: 'Blood donation camps held' },
        { id: 'volunteers', value: '1,50,000', label: 'Veer Seva Dal volunteers' },
        { id: 'branches', value: '175', label: 'Veer Seva Dal branches' },
      ],
    },
    features: {
      title: 'What donors can count on',
      features: [
        {
          icon: 'shield',
          title: 'Safe and hygienic',
          description: 'Licensed blood banks, medical checks and single-use kits at every camp.',
        },
        {
          icon: 'users',
          title: 'Trained volunteers',
          description: 'Veer Seva Dal volunteers register donors, guide them and look after them afterwards.',
        },
        {
          icon: 'drop',
          title: 'Blood where it is needed',
          description: 'Blood collected goes to the blood bank’s stock for patients of the region.',
        },
        {
          icon: 'award',
          title: 'Recognition',
          description: 'Every donor receives a donor card or certificate from the blood bank.',
        },
      ],
    },
    gallery: {
      title: 'From our camps',
      photos: [
        ...galleryPhotos('health', 8, 'Blood donation camp'),
        ...galleryPhotos('volunteers', 4, 'Veer Seva Dal volunteers at a camp'),
      ],
    },
    action: {
      title: 'Host or join a camp',
      text: 'Schools, colleges, temples and companies can host a camp with us. Write to the office and a Veer Seva Dal branch near you will help organise it.',
      label: 'Contact us',
      to: '/contact-us',
    },
    contactTopic: 'Blood Donation Camps',
  },
  'kamveer-arogya-abhiyan': {
    title: 'Kamveer Arogya Abhiyan',
    metaDescription:
      'The Kamveer Arogya Abhiyan of the Dakshin Bharat Jain Sabha: health check-up camps, awareness and help with treatment for families in need; medical help for 57,832 people.',
    banner: '/images/banners/health.webp',
    eyebrow: 'Health campaign',
    subtitle: 'Check-ups, awareness and help with treatment for families who need it most.',
    parent: { label: 'Health', to: '/health' },
    sections: [
      {
        title: 'About the campaign',
        paragraphs: [
          'Illness strikes hardest where money and hospitals are far away. The Kamveer Arogya Abhiyan is the Sabha’s health campaign for such families: it takes doctors to villages, catches illness early through check-ups, and helps patients who cannot afford treatment find and pay for it.',
          'The campaign is carried out by the Sabha’s branches and volunteers with hospitals, doctors and donors who give their time and means. It serves everyone who comes, whatever their community.',
        ],
      },
      {
        title: 'What the campaign does',
        paragraphs: ['Its work takes four forms:'],
        points: [
          'Health check-up camps in villages and small towns, with specialist doctors where possible.',
          'Awareness talks on diabetes, blood pressure, nutrition, hygiene and addiction-free living.',
          'Help with the cost of treatment, surgery and medicines for patients in financial need.',
          'Guidance to the right hospital and to government health schemes a family may be entitled to.',
        ],
      },
    ],
    stats: {
      title: 'The campaign in numbers',
      stats: [{ id: 'medical-help', value: '57,832', label: 'People given medical help' }],
    },
    features: {
      title: 'How we help',
      features: [
        {
          icon: 'heart',
          title: 'Check-up camps',
          description: 'Free screening by doctors in villages, so that illness is found early.',
        },
        {
          icon: 'users',
          title: 'Awareness',
          description: 'Talks on healthy living, nutrition and freedom from addiction.',
        },
        {
          icon: 'rupee',
          title: 'Help with treatment',
          description: 'Support towards surgery, treatment and medicines for families in need.',
        },
        {
          icon: 'location',
          title: 'Guidance',
          description: 'Help to reach the right hospital and the health schemes a family may claim.',
        },
      ],
    },
    gallery: {
      title: 'The campaign at work',
      photos: [
        ...galleryPhotos('health', 6, 'Kamveer Arogya Abhiyan health camp', 7),
        ...galleryPhotos('volunteers', 6, 'Volunteers of the health campaign', 5),
      ],
    },
    action: {
      title: 'Need help, or want to help?',
      text: 'Families in need of medical help, doctors willing to serve at a camp and donors can all write to the office.',
      label: 'Donate to the campaign',
      to: '/donation',
    },
    contactTopic: 'Kamveer Arogya Abhiyan',
  },
  paathshala: {
    title: 'Paathshala',
    metaDescription:
      'Paathshala religious classes of the Dakshin Bharat Jain Sabha and Veer Seva Dal: 181 Paathshalas teaching Jain dharma and values to about 6,500 children.',
    banner: '/images/banners/sanskar.webp',
    eyebrow: 'Sanskar',
    subtitle: 'Weekly classes where children learn the prayers, stories and values of Jain dharma.',
    parent: { label: 'Instil Moral Values', to: '/instil-moral-values' },
    sections: [
      {
        title: 'Religious classes for children',
        paragraphs: [
          'A Paathshala is a class in Jain dharma for children, held in a temple or community hall, usually on weekend mornings. Under the Sabha and its Veer Seva Dal, 181 Paathshalas now teach about 6,500 children in towns and villages of Maharashtra, Karnataka and Goa.',
          'Children learn the Namokar Mantra and daily prayers, the lives of the Tirthankaras, the meaning of festivals such as Paryushan and Mahavir Jayanti, and the principles that guide a Jain life: non-violence, truth, non-stealing, restraint and non-possessiveness.',
        ],
      },
      {
        title: 'How the Paathshalas work',
        paragraphs: [
          'Each Paathshala is run by local volunteers and teachers with the support of the Sabha:',
        ],
        points: [
          'A graded syllabus with books suited to each age group.',
          'Teachers who are trained at workshops and dharma sanskar camps.',
          'Annual examinations, with prizes and certificates for the children.',
          'Dharma sanskar camps in the school holidays; the Veer Seva Dal has held 34 of them.',
        ],
      },
    ],
    stats: {
      title: 'Paathshala in numbers',
      stats: [
        { id: 'paathshalas', value: '181', label: 'Paathshalas' },
        { id: 'students', value: '6,500', label: 'Children learning' },
        { id: 'camps', value: '34', label: 'Dharma sanskar camps' },
      ],
    },
    features: {
      title: 'What children learn',
      features: [
        {
          icon: 'book',
          title: 'Prayers and scripture',
          description: 'The Namokar Mantra, daily prayers and simple readings from the scriptures.',
        },
        {
          icon: 'temple',
          title: 'Temple and festivals',
          description: 'How to take part in pooja and the meaning of each festival of the year.',
        },
        {
          icon: 'leaf',
          title: 'Values in daily life',
          description: 'Non-violence, truthfulness, vegetarian food and care for every living being.',
        },
        {
          icon: 'star',
          title: 'Confidence',
          description: 'Recitation, stories and competitions that help children speak with confidence.',
        },
      ],
    },
    gallery: {
      title: 'In our Paathshalas',
      photos: [
        ...galleryPhotos('classroom', 6, 'Children at a Paathshala class'),
        ...galleryPhotos('temple', 3, 'Paathshala children at the temple'),
        ...galleryPhotos('students', 3, 'Paathshala students'),
      ],
    },
    action: {
      title: 'Start a Paathshala in your town',
      text: 'Where there are children and a willing teacher, the Sabha will help with books, a syllabus and teacher training.',
      label: 'Contact us',
      to: '/contact-us',
    },
    contactTopic: 'Paathshala',
  },
};
