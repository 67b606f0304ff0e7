import type { ContactEntry } from '../components/blocks/ContactCard';
import type { Feature } from '../components/blocks/FeatureList';
import type { Photo } from '../components/blocks/PhotoSlider';
import type { Stat } from '../components/blocks/StatsStrip';
import { SABHA_CONTACT, telHref } from './contacts';
import { galleryRunPhotos, type GalleryRun } from './images';
import institutionData from './institutions.json';

// The thirteen hostels and schools (docs/product.md#other-pages), one record each in institutions.json.
// Founding years appear only where the Sabha's own account gives them (Sangli 1911, Kolhapur 1905, Hubli 1909, Belgaum 1910, Ichalkaranji 1923);
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

type FourFeatures = Institution['features']['items'];

/**
 * The usual four features of each kind, for a place (hostels) or a kind of teaching (schools): the lists of
 * institutions.json, whose one title with a `{place}` or `{medium}` names it.
 */
function standardFeatures(kind: InstitutionKind, placeOrMedium: string): FourFeatures {
  const template = institutionData.standardFeatures[kind] as FourFeatures;
  return template.map((feature) => ({
    ...feature,
    title: feature.title.replace(/\{(place|medium)\}/, placeOrMedium),
  })) as FourFeatures;
}

/**
 * An institution as institutions.json writes it: the gallery as runs of the shared picture pools (images.ts),
 * the features either written out or the kind's standard four for a place, and the contact as the office's
 * entries about it.
 */
interface InstitutionData extends Omit<Institution, 'gallery' | 'features' | 'contact'> {
  gallery: Omit<Institution['gallery'], 'photos'> & { runs: GalleryRun[] };
  features: Institution['features'] | { title: string; standardItemsFor: string };
  contactFor: string;
  contactAddress: string;
}

/** Boys' hostels, girls' hostels, then schools, in the order of shared/routes.ts. */
export const INSTITUTIONS: readonly Institution[] = (institutionData.institutions as InstitutionData[]).map(
  ({ gallery: { runs, ...gallery }, features, contactFor, contactAddress, ...institution }) => ({
    ...institution,
    gallery: { ...gallery, photos: galleryRunPhotos(runs) },
    features:
      'items' in features
        ? features
        : { title: features.title, items: standardFeatures(institution.kind, features.standardItemsFor) },
    contact: officeContact(contactFor, contactAddress),
  }),
);

export function findInstitution(slug: string): Institution | undefined {
  return INSTITUTIONS.find((institution) => institution.slug === slug);
}
