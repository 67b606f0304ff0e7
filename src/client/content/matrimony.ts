// Static text of the Matrimony Events page (docs/product.md#other-pages: banner, event card, intro text,
// 18-photo gallery).

export const MATRIMONY_PAGE = {
  title: 'Matrimony Events',
  eyebrow: 'Social Work',
  subtitle: 'Bringing Jain families together.',
  banner: '/images/banners/matrimony.webp',
  metaDescription:
    'Matrimony meets of the Dakshin Bharat Jain Sabha, where Jain families meet in a dignified, community setting. See the next event and photos of past meets.',
  upcomingHeading: 'Upcoming Matrimony Meet',
  galleryTitle: 'Moments from our Matrimony Meets',
} as const;

export const MATRIMONY_INTRO = {
  title: 'A trusted meeting place for Jain families',
  paragraphs: [
    'Finding the right life partner is one of the most important decisions a family makes. The Sabha organises matrimony meets (vadhu-var parichay melava) where young men and women of the Jain community and their parents can meet in a respectful, well-organised setting.',
    'Candidates introduce themselves on stage, families exchange details at their own pace, and volunteers help with registration and seating, so that families from villages and towns alike can take part with confidence. Registration details for each meet are announced here and through the Sabha’s offices.',
  ],
} as const;
