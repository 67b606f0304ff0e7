import type { CardItem } from '../components/blocks/CardGrid';
import { INSTITUTIONS, institutionPath, type InstitutionKind } from './institutions';

// The four hub pages (docs/product.md#other-pages): /education (boys hostels, girls hostels, schools),
// /instil-moral-values (Paathshala), /health (Blood Donation Camps) and /social-work (Awards, Matrimony Events).

export type HubKey = 'education' | 'instil-moral-values' | 'health' | 'social-work';

export interface HubLink {
  label: string;
  to: string;
}

export interface HubDirectoryGroup {
  id: InstitutionKind;
  title: string;
  links: HubLink[];
}

export interface Hub {
  title: string;
  metaDescription: string;
  banner: string;
  eyebrow: string;
  subtitle: string;
  introTitle: string;
  intro: string[];
  cardsTitle: string;
  cards: CardItem[];
  /** Every institution of the education hub, grouped as the cards are. */
  directory?: { title: string; groups: HubDirectoryGroup[] };
  /** A further programme of the same family that has no card of its own. */
  related?: { title: string; text: string; link: HubLink };
}

const linksOf = (kind: InstitutionKind): HubLink[] =>
  INSTITUTIONS.filter((institution) => institution.kind === kind).map((institution) => ({
    label: institution.name,
    to: institutionPath(institution),
  }));

/** Learn More on a group's card opens the first institution of that group; the directory lists them all. */
const firstOf = (kind: InstitutionKind): string => linksOf(kind)[0]?.to ?? '/education';

export const HUBS: Record<HubKey, Hub> = {
  education: {
    title: 'Education',
    metaDescription:
      'Boys’ hostels, girls’ shravikashrams and schools of the Dakshin Bharat Jain Sabha in Sangli, Kolhapur, Hubli, Belgaum, Ichalkaranji, Aurangabad, Nandre, Dudhgaon, Savalwadi-Malwadi and Ambad.',
    banner: '/images/banners/education.webp',
    eyebrow: 'Education since 1899',
    subtitle:
      'Hostels, shravikashrams and schools that have given students from every village a place to learn.',
    introTitle: 'Learning has always come first',
    intro: [
      'Education was the Sabha’s first answer to the problems of its community, and it is still the heart of its work. Its boardings opened the colleges of Kolhapur, Sangli, Belgaum and Hubli to boys from the countryside; its shravikashrams did the same for girls; and its schools bring good teaching to rural families close to home.',
      'Choose a group below to read about each hostel and school: its history, facilities, photographs and how to contact it.',
    ],
    cardsTitle: 'Our institutions',
    cards: [
      {
        image: '/images/cards/boys-hostels.webp',
        imageAlt: 'Students in the courtyard of a boys’ boarding',
        name: 'Boys Hostels',
        description:
          'Five boardings, at Sangli, Kolhapur, Hubli, Belgaum and Ichalkaranji, with rooms, a pure vegetarian mess and a study library for college students.',
        buttonUrl: firstOf('boys-hostel'),
      },
      {
        image: '/images/cards/girls-hostels.webp',
        imageAlt: 'Students studying together at a girls’ hostel',
        name: 'Girls Hostels',
        description:
          'Shravikashrams at Kolhapur, Sangli and Aurangabad where young women live safely, study and grow in confidence.',
        buttonUrl: firstOf('girls-hostel'),
      },
      {
        image: '/images/cards/schools.webp',
        imageAlt: 'Children in a classroom of one of the Sabha’s schools',
        name: 'Schools',
        description:
          'Schools at Nandre, Dudhgaon, Savalwadi-Malwadi and Ambad, and an industrial training institute in Sangli.',
        buttonUrl: firstOf('school'),
      },
    ],
    directory: {
      title: 'Every hostel and school',
      groups: [
        { id: 'boys-hostel', title: 'Boys Hostels', links: linksOf('boys-hostel') },
        { id: 'girls-hostel', title: 'Girls Hostels', links: linksOf('girls-hostel') },
        { id: 'school', title: 'Schools', links: linksOf('school') },
      ],
    },
    related: {
      title: 'Scholarships',
      text: 'Deserving students can apply for a Sabha scholarship, and donors can adopt a student’s education through the dattak-palak scheme.',
      link: { label: 'About our scholarships', to: '/Scholarship' },
    },
  },
  'instil-moral-values': {
    title: 'Instil Moral Values',
    metaDescription:
      'Paathshala classes of the Dakshin Bharat Jain Sabha that teach children Jain dharma, values and conduct in towns and villages.',
    banner: '/images/banners/sanskar.webp',
    eyebrow: 'Sanskar',
    subtitle: 'Passing Jain values from one generation to the next.',
    introTitle: 'Values that last a lifetime',
    intro: [
      'Knowledge without character is incomplete. From its earliest years the Sabha has taught that non-violence, truthfulness, restraint and compassion must be learnt young, and learnt by practice as much as by reading.',
      'Its Paathshalas, run with the Veer Seva Dal in temples and community halls, give children a weekly place to learn prayers, the lives of the Tirthankaras and the principles of Jain dharma, with teachers who know them by name.',
    ],
    cardsTitle: 'Our programme',
    cards: [
      {
        image: '/images/cards/paathshala.webp',
        imageAlt: 'Children learning at a Paathshala class',
        name: 'Paathshala',
        description:
          'Weekly religious classes for children: prayers, stories, Jain principles and good conduct, taught in 181 Paathshalas to about 6,500 students.',
        buttonUrl: '/sanskar/paathshala',
      },
    ],
    related: {
      title: 'Veer Seva Dal',
      text: 'The Sabha’s youth wing runs most of our Paathshalas and holds dharma sanskar camps for children in the school holidays.',
      link: { label: 'About the Veer Seva Dal', to: '/veer-seva-dal' },
    },
  },
  health: {
    title: 'Health',
    metaDescription:
      'Blood donation camps and the Kamveer Arogya Abhiyan health campaign of the Dakshin Bharat Jain Sabha and its Veer Seva Dal volunteers.',
    banner: '/images/banners/health.webp',
    eyebrow: 'Service to all',
    subtitle: 'Blood donation camps and medical help, brought close to home by our volunteers.',
    introTitle: 'Caring for health, for everyone',
    intro: [
      'Compassion for every living being is at the centre of Jain dharma, and the Sabha’s health work is open to all. Volunteers of the Veer Seva Dal organise blood donation camps with recognised blood banks, and the Kamveer Arogya Abhiyan brings check-ups, awareness and help with treatment to families who need it.',
    ],
    cardsTitle: 'Our programme',
    cards: [
      {
        image: '/images/cards/blood-donation.webp',
        imageAlt: 'A volunteer donating blood at a camp',
        name: 'Blood Donation Camps',
        description:
          'More than 7,832 camps held with recognised blood banks, in towns and villages across Maharashtra, Karnataka and Goa.',
        buttonUrl: '/health/blood-donation-camps',
      },
    ],
    related: {
      title: 'Kamveer Arogya Abhiyan',
      text: 'Our health campaign of check-up camps, awareness and help with treatment has given medical help to 57,832 people.',
      link: { label: 'About the Kamveer Arogya Abhiyan', to: '/health/kamveer-arogya-abhiyan' },
    },
  },
  'social-work': {
    title: 'Social Work',
    metaDescription:
      'Annual awards for selfless service and matrimony events for the community: the social work of the Dakshin Bharat Jain Sabha.',
    banner: '/images/banners/social-work.webp',
    eyebrow: 'Community',
    subtitle: 'Honouring service and bringing families together.',
    introTitle: 'A community that looks after its own, and others',
    intro: [
      'Social reform was part of the Sabha’s purpose from the day it was founded. Today its social work honours the men and women who serve society selflessly, and helps families of the community find suitable matches for their sons and daughters with dignity and without cost.',
    ],
    cardsTitle: 'Our programmes',
    cards: [
      {
        image: '/images/cards/awards.webp',
        imageAlt: 'An award being presented on stage',
        name: 'Awards',
        description:
          'Every year the Sabha honours notable individuals for their service to education, society and dharma.',
        buttonUrl: '/social-work/awards',
      },
      {
        image: '/images/cards/matrimony.webp',
        imageAlt: 'Families meeting at a matrimony event',
        name: 'Matrimony Events',
        description:
          'Introduction meets where families of the community meet, talk and find suitable matches.',
        buttonUrl: '/social-work/matrimony-events',
      },
    ],
    related: {
      title: 'Serve with us',
      text: 'Members of the Sabha volunteer at its camps, awards and matrimony meets. Life membership costs ₹500.',
      link: { label: 'Join the Sabha', to: '/join-us' },
    },
  },
};
