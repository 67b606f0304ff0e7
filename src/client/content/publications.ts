import type { IconName } from '../components/Icon';
import { MAGAZINE_MEMBERSHIP_PAISE } from '../../shared/money';
import { formatRupees } from './scholarship';
import publicationData from './publications.json';

// The three publication pages (docs/product.md#other-pages): description, picture, download block and contact
// card; the magazine page adds membership information and two bank account blocks, the other two an app
// prompt. The pages' text is data, in publications.json.

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

/**
 * A publication as publications.json writes it: the cover by its alt text (every cover is a 600x800 picture
 * named after its publication), the download block by its title and text (until the office supplies files, its
 * button leads to the enquiry form, see Publication), the membership schemes without their price (the one
 * scheme is the magazine membership, whose price the membership form charges: shared/money.ts), and the app
 * prompt by its title (the text is the same on every page).
 */
interface PublicationData extends Omit<Publication, 'cover' | 'download' | 'membership' | 'appPrompt'> {
  coverAlt: string;
  download: { title: string; text: string };
  membership?: Omit<NonNullable<Publication['membership']>, 'schemes'> & {
    schemes: Omit<MembershipScheme, 'price'>[];
  };
  appPrompt?: { title: string };
}

const { appPromptText, publications } = publicationData as {
  appPromptText: string;
  publications: Record<PublicationKey, PublicationData>;
};

function publicationOf(
  key: PublicationKey,
  { coverAlt, download, membership, appPrompt, ...publication }: PublicationData,
): Publication {
  return {
    ...publication,
    cover: { src: `/images/publications/${key}.webp`, alt: coverAlt, width: 600, height: 800 },
    download: { ...download, label: 'Download Publication', to: '/contact-us' },
    ...(membership && {
      membership: {
        ...membership,
        schemes: membership.schemes.map((scheme) => ({
          ...scheme,
          price: formatRupees(MAGAZINE_MEMBERSHIP_PAISE),
        })),
      },
    }),
    ...(appPrompt && { appPrompt: { ...appPrompt, text: appPromptText } }),
  };
}

export const PUBLICATIONS = Object.fromEntries(
  Object.entries(publications).map(([key, publication]) => [
    key,
    publicationOf(key as PublicationKey, publication),
  ]),
) as Record<PublicationKey, Publication>;
