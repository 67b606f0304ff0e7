import type { PageBannerText } from '../components/blocks/Banner';

// The banner and search-engine description of the pages whose body comes from the server (events, committee,
// awards) or is written in the page itself (board): one record each, shown by PageBanner like the content pages'.

export interface BannerPage extends PageBannerText {
  metaDescription: string;
}

export const EVENTS_PAGE: BannerPage = {
  title: 'Events',
  metaDescription:
    'Events of the Dakshin Bharat Jain Sabha: community gatherings, religious programmes, camps and celebrations across Maharashtra, Karnataka and Goa.',
  eyebrow: 'News & gatherings',
  subtitle: 'Programmes, camps and celebrations of the Sabha and its branches.',
  banner: '/images/banners/events.webp',
};

export const COMMITTEE_PAGE: BannerPage = {
  title: 'Central Committee',
  metaDescription:
    'The office bearers and members of the Central Committee of the Dakshin Bharat Jain Sabha, who guide its education, health and social work.',
  eyebrow: 'Leadership',
  subtitle: 'The people who carry forward the work the Sabha began in 1899.',
  banner: '/images/banners/committee.webp',
};

export const AWARDS_PAGE: BannerPage = {
  title: 'Awards',
  metaDescription:
    'Every year the Dakshin Bharat Jain Sabha honours individuals for outstanding service to education, health, religion and society.',
  eyebrow: 'Social Work',
  subtitle: 'Recognising service to the community.',
  banner: '/images/banners/awards.webp',
};

export const BOARD_PAGE: BannerPage = {
  title: 'Board of Directors',
  metaDescription:
    'How the Dakshin Bharat Jain Sabha is governed: its elected central committee, office-bearers and board, and where to find the current members.',
  eyebrow: 'Leadership',
  subtitle: 'The people who guide the Sabha’s work, chosen by its members.',
  banner: '/images/banners/committee.webp',
};
