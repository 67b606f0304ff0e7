// The nine branches' cards on the home page: the branch pages' keys, names and short texts (branches.ts holds
// the rest of each page and takes its name and card text from here). Small on purpose: the home page loads it.

export const BRANCH_KEYS = [
  'veer-seva-dal',
  'graduate-association',
  'jain-mahila-parishad',
  'veer-mahila-mandal',
  'shree-kshetra-committee-stavnidhi',
  'central-library',
  'prathamacharya-shri-shantisagar-smarak-yalgud',
  'jain-puratan-vastu-jatan-sanshodhan-samiti',
  'jain-dharmiya-samanvay-samiti',
] as const;

export type BranchKey = (typeof BRANCH_KEYS)[number];

/** The branch card picture (800x600), reused beside each branch page's introduction. */
export const branchImage = (key: BranchKey) => `/images/branches/${key}.webp`;

/** Each branch's full name (its page's h1) and the short text of its home page card. */
export const BRANCH_CARD_TEXT: Record<BranchKey, { name: string; cardDescription: string }> = {
  'veer-seva-dal': {
    name: 'Veer Seva Dal',
    cardDescription:
      'The youth wing of the Sabha since 1979: pathshalas, dharma sanskar camps, tree plantation and volunteers ' +
      'wherever the community needs a helping hand.',
  },
  'graduate-association': {
    name: 'Graduate Association',
    cardDescription:
      'Founded in 1989, 4,500 graduates and professionals who mentor students, guide careers and honour merit.',
  },
  'jain-mahila-parishad': {
    name: 'Jain Mahila Parishad',
    cardDescription:
      "The women's council: education, self-reliance and leadership for Jain women, a cause the Sabha took up in 1899.",
  },
  'veer-mahila-mandal': {
    name: 'Veer Mahila Mandal',
    cardDescription:
      "The women's association, founded in 1995: sanskar for families, service and self-help for women.",
  },
  'shree-kshetra-committee-stavnidhi': {
    name: 'Shree Kshetra Committee Stavnidhi',
    cardDescription:
      'Looking after Shri Kshetra Stavnidhi, the pilgrimage site where the Sabha was founded on 3 April 1899.',
  },
  'central-library': {
    name: 'Central Library',
    cardDescription:
      'Scriptures, history, literature and the Sabha’s own publications, open to students and researchers.',
  },
  'prathamacharya-shri-shantisagar-smarak-yalgud': {
    name: 'Prathamacharya Shri Shantisagar Smarak, Yalgud',
    cardDescription:
      'A memorial at Yalgud to Acharya Shri Shantisagar Maharaj, who revived the Digambar monastic tradition.',
  },
  'jain-puratan-vastu-jatan-sanshodhan-samiti': {
    name: 'Jain Puratan Vastu Jatan Sanshodhan Samiti',
    cardDescription:
      'Finding, documenting and protecting ancient Jain temples, idols and inscriptions across the region.',
  },
  'jain-dharmiya-samanvay-samiti': {
    name: 'Jain Dharmiya Samanvay Samiti',
    cardDescription: 'Working for unity among Jains and goodwill with people of every faith.',
  },
};

/** One card of the home page's Branches carousel (field names as the Sabha's data has them). */
export interface BranchCard {
  id: number;
  title: string;
  description: string;
  background_image: string;
  button_content: string;
  link: string;
}

// One link is written without its leading slash, as in the Sabha's own data (docs/product.md#home-page).
// Render every link through branchCardHref so that it resolves from the site root wherever the card appears.
export const BRANCH_CARDS: readonly BranchCard[] = BRANCH_KEYS.map((key, index) => ({
  id: index + 1,
  title: BRANCH_CARD_TEXT[key].name,
  description: BRANCH_CARD_TEXT[key].cardDescription,
  background_image: branchImage(key),
  button_content: 'Read More',
  link: key === 'central-library' ? key : `/${key}`,
}));

/** The absolute path of a branch card's link, with or without its leading slash. */
export function branchCardHref(link: string): string {
  return `/${link.replace(/^\/+/, '')}`;
}
