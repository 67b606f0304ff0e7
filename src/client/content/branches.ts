import type { IconName } from '../components/Icon';
import type { ContactEntry } from '../components/blocks/ContactCard';
import type { Feature } from '../components/blocks/FeatureList';
import type { Photo } from '../components/blocks/PhotoSlider';
import type { Stat } from '../components/blocks/StatsStrip';
import { galleryRunPhotos, type GalleryRun } from './images';
import { officeContact } from './institutions';
import { BRANCH_CARD_TEXT, type BranchKey } from './branchCards';
import branchData from './branches.json';

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

// The nine branches of the Sabha (docs/product.md#other-pages), one record each in branches.json, typed below.
// The page renders the sections in the order written there, so the order follows the documented list for that
// branch.

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

/** A figure counted in years since a founding year, so that it stays true as the years pass ("36+" in 2026). */
interface YearsSinceStat {
  id: string;
  sinceYear: number;
  label: string;
}

/** A section as branches.json writes it: photos as runs of the shared picture pools (images.ts). */
type BranchSectionData =
  | Exclude<BranchSection, PhotosSection | StatsSection>
  | (Omit<PhotosSection, 'photos'> & { runs: GalleryRun[] })
  | (Omit<StatsSection, 'stats'> & { stats: (Stat | YearsSinceStat)[] });

/**
 * A branch as branches.json writes it: without the name and card text (branchCards.ts), and with the name the
 * office's contact entries are about instead of the entries themselves.
 */
interface BranchData extends Omit<Branch, 'name' | 'cardDescription' | 'sections' | 'contact'> {
  sections: BranchSectionData[];
  contactFor: string;
}

function statOf(stat: Stat | YearsSinceStat): Stat {
  if (!('sinceYear' in stat)) return stat;
  return { id: stat.id, value: `${new Date().getFullYear() - stat.sinceYear}+`, label: stat.label };
}

function sectionOf(section: BranchSectionData): BranchSection {
  switch (section.kind) {
    case 'photos': {
      const { runs, ...photosSection } = section;
      return { ...photosSection, photos: galleryRunPhotos(runs) };
    }
    case 'stats':
      return { ...section, stats: section.stats.map(statOf) };
    default:
      return section;
  }
}

export const BRANCHES: readonly Branch[] = (branchData as BranchData[]).map(
  ({ key, sections, contactFor, ...branch }) => ({
    key,
    ...BRANCH_CARD_TEXT[key],
    ...branch,
    sections: sections.map(sectionOf),
    contact: { title: 'Contact Us', entries: officeContact(contactFor) },
  }),
);

export function findBranch(key: string): Branch | undefined {
  return BRANCHES.find((branch) => branch.key === key);
}
