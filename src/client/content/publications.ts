import type { IconName } from '../components/Icon';
import { MAGAZINE_MEMBERSHIP_PAISE } from '../../shared/money';
import { formatRupees } from './scholarship';

// The three publication pages (docs/product.md#other-pages): description, picture, download block and contact
// card; the magazine page adds membership information and two bank account blocks, the other two an app
// prompt.

export type PublicationKey =
  'pragati-and-jin-vijay' | 'shanti-sagar-calendar' | 'shri-b-b-patil-granth-prakashan';

export interface MembershipScheme {
  id: string;
  title: string;
  price: string;
  term: string;
  detail: string;
  action?: { label: string; to: string };
}

export interface Publication {
  title: string;
  metaDescription: string;
  eyebrow: string;
  subtitle: string;
  cover: { src: string; alt: string; width: number; height: number };
  descriptionTitle: string;
  description: string[];
  facts: { icon: IconName; label: string; value: string }[];
  /**
   * A 'Download Publication' button, whose target the Sabha has not given. No issue has been supplied as a
   * file yet, so the button leads to the enquiry form, and the text says how a copy is sent; when the office
   * has files, `to` becomes the file's address.
   */
  download: { title: string; text: string; label: string; to: string };
  membership?: { title: string; intro: string; schemes: MembershipScheme[]; note: string };
  bankAccounts?: { title: string; intro: string };
  appPrompt?: { title: string; text: string };
  contactTopic: string;
}

export const PUBLICATIONS_BANNER = '/images/banners/publications.webp';

/** Store searches rather than guessed app addresses: they always lead to the Sabha's app when it is listed. */
export const APP_STORE_LINKS = [
  {
    id: 'google-play',
    label: 'Get it on Google Play',
    href: 'https://play.google.com/store/search?q=Dakshin%20Bharat%20Jain%20Sabha&c=apps',
  },
  {
    id: 'app-store',
    label: 'Download on the App Store',
    href: 'https://apps.apple.com/in/search?term=Dakshin%20Bharat%20Jain%20Sabha',
  },
] as const;

const APP_PROMPT_TEXT =
  'Read the Sabha’s publications, news and events on your phone. Search for “Dakshin Bharat Jain Sabha” on Google Play or the App Store.';

/** Every cover is a 600x800 picture named after its publication. */
function cover(key: PublicationKey, alt: string): Publication['cover'] {
  return { src: `/images/publications/${key}.webp`, alt, width: 600, height: 800 };
}

/** The download block: until the office supplies files, its button leads to the enquiry form (see Publication). */
function download(title: string, text: string): Publication['download'] {
  return { title, text, label: 'Download Publication', to: '/contact-us' };
}

export const PUBLICATIONS: Record<PublicationKey, Publication> = {
  'pragati-and-jin-vijay': {
    title: 'Pragati and Jinvijay',
    metaDescription:
      'Pragati and Jinvijay, the magazine of the Dakshin Bharat Jain Sabha since 1902: news of the community, articles on Jain dharma, membership schemes and how to subscribe.',
    eyebrow: 'Magazine',
    subtitle: 'The voice of the Sabha, in Marathi and Kannada, for more than a century.',
    cover: cover('pragati-and-jin-vijay', 'Cover of the Pragati and Jinvijay magazine'),
    descriptionTitle: 'About the magazine',
    description: [
      'Jinvijay was started by the Sabha in 1902, three years after its founding, to carry the ideas of education and reform to every Jain home of the region, in Marathi and in Kannada. As Pragati and Jinvijay it remains the Sabha’s own magazine today.',
      'Each issue brings news of the Sabha, its branches, hostels and schools; articles on Jain dharma, history and culture; the words of our acharyas and scholars; notices of events, awards and matrimony meets; and the achievements of the community’s students.',
    ],
    facts: [
      { icon: 'calendar', label: 'Published since', value: '1902' },
      { icon: 'book', label: 'Languages', value: 'Marathi and Kannada' },
      { icon: 'clock', label: 'Frequency', value: 'Two issues a month' },
    ],
    download: download(
      'Get the magazine',
      'Each issue is posted to members and subscribers. For a copy of the latest issue or of a back issue, by post or by email, write to the office through the enquiry form.',
    ),
    membership: {
      title: 'Magazine membership',
      intro: 'Members receive Pragati and Jinvijay by post, two issues a month.',
      schemes: [
        {
          id: 'five-year',
          title: 'Magazine membership',
          price: formatRupees(MAGAZINE_MEMBERSHIP_PAISE),
          term: '5 years, two issues a month',
          detail:
            'Apply and pay online with the membership form, or pay by bank transfer and send your details to the office.',
          action: { label: 'Apply on the Join Us form', to: '/join-us' },
        },
      ],
      note: 'Life members of the Sabha can take the magazine membership on the same form.',
    },
    bankAccounts: {
      title: 'Bank details for subscriptions',
      intro:
        'To pay by bank transfer, use the bank details below, then send the transfer reference, your name and postal address to the office so that your copies reach you.',
    },
    contactTopic: 'Pragati and Jinvijay magazine',
  },
  'shanti-sagar-calendar': {
    title: 'Shantisagar Calendar',
    metaDescription:
      'The Shantisagar calendar of the Dakshin Bharat Jain Sabha: the Jain year with its festivals, fasting days and tithis, named after Acharya Shri Shantisagar Maharaj.',
    eyebrow: 'Calendar',
    subtitle: 'The Jain year, its festivals and tithis, in every home.',
    cover: cover('shanti-sagar-calendar', 'The Shantisagar calendar'),
    descriptionTitle: 'About the calendar',
    description: [
      'The Shantisagar calendar is named in reverence after Charitra Chakravarti Acharya Shri Shantisagar Maharaj, the first acharya of the Digambar tradition in the twentieth century, whose memorial at Yalgud is cared for by a branch of the Sabha.',
      'Published every year, it marks the tithis, the festivals such as Mahavir Jayanti, Paryushan and Deepavali, the days of fasting and the kalyanak days of the Tirthankaras, together with news and pictures of the Sabha’s work. Some 10,000 copies are distributed each year by the Veer Seva Dal.',
    ],
    facts: [
      { icon: 'calendar', label: 'Published', value: 'Every year' },
      { icon: 'users', label: 'Copies', value: 'About 10,000 a year' },
      { icon: 'temple', label: 'Named after', value: 'Acharya Shri Shantisagar Maharaj' },
    ],
    download: download(
      'Get the calendar',
      'The calendar is distributed through the Veer Seva Dal branches and the office. For a copy for your home or temple, write to the office through the enquiry form.',
    ),
    appPrompt: { title: 'Take the calendar with you', text: APP_PROMPT_TEXT },
    contactTopic: 'Shantisagar calendar',
  },
  'shri-b-b-patil-granth-prakashan': {
    title: 'Shri B. B. Patil Granth Prakashan',
    metaDescription:
      'Shri B. B. Patil Granth Prakashan, the book publication house of the Dakshin Bharat Jain Sabha: books on Jain dharma, history and the lives of those who served the community.',
    eyebrow: 'Books',
    subtitle: 'The Sabha’s publishing house, named after a devoted editor.',
    cover: cover(
      'shri-b-b-patil-granth-prakashan',
      'Books published by the Shri B. B. Patil Granth Prakashan',
    ),
    descriptionTitle: 'About the publication house',
    description: [
      'The Granth Prakashan is the book publication house of the Sabha. It is named after Shri B. B. Patil, an editor who gave many years to the Sabha’s publications and is remembered among the pillars of its work.',
      'It publishes books on Jain dharma and philosophy, the history of the Jains of the Deccan and of the Sabha itself, and the lives of acharyas, reformers and benefactors of the community, in Marathi and Kannada, at prices that keep them within reach of every reader.',
    ],
    facts: [
      { icon: 'book', label: 'Publishes', value: 'Dharma, history and biography' },
      { icon: 'web', label: 'Languages', value: 'Marathi and Kannada' },
      { icon: 'person', label: 'Named after', value: 'Shri B. B. Patil' },
    ],
    download: download(
      'Get the books',
      'For the list of titles in print and how to order them, write to the office through the enquiry form; books are also available at Sabha events.',
    ),
    appPrompt: { title: 'Read on your phone', text: APP_PROMPT_TEXT },
    contactTopic: 'Shri B. B. Patil Granth Prakashan',
  },
};
