import type { Feature } from '../components/blocks/FeatureList';
import type { Photo } from '../components/blocks/PhotoSlider';
import type { Stat } from '../components/blocks/StatsStrip';
import { galleryRunPhotos, type GalleryRun } from './images';
import programmeData from './programmes.json';

// The three programme pages (docs/product.md#other-pages): Paathshala, Kamveer arogya abhiyan and Blood
// Donation Camps, each with banner, text, gallery, feature or statistics list and contact. Figures:
// docs/product.md#pages. The pages' text is data, in programmes.json; the gallery's photos are listed there as
// runs of the shared picture pools (images.ts).

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

/** A programme as programmes.json writes it: the gallery as runs of pictures. */
type ProgrammeData = Omit<Programme, 'gallery'> & { gallery: { title: string; runs: GalleryRun[] } };

export const PROGRAMMES = Object.fromEntries(
  Object.entries(programmeData as Record<ProgrammeKey, ProgrammeData>).map(
    ([key, { gallery, ...programme }]) => [
      key,
      { ...programme, gallery: { title: gallery.title, photos: galleryRunPhotos(gallery.runs) } },
    ],
  ),
) as Record<ProgrammeKey, Programme>;
