import type { PageBannerText } from '../components/blocks/Banner';

// The banner and search-engine description of the pages whose body comes from the server (events, committee,
// awards) or is written in the page itself (board): one record each, shown by PageBanner like the content pages'.

export interface BannerPage extends PageBannerText {
  metaDescription: string;
  /** The heading and line of text above a listing's body (events, committee members). */
  intro?: { title: string; text: string };
}

export const EVENTS_PAGE: BannerPage = {
  title: 'Events',
  metaDescription:
    'Events of the Dakshin Bharat Jain Sabha: community gatherings, religious programmes, camps and celebrations across Maharashtra, Karnataka and Goa.',
  eyebrow: 'News & gatherings',
  subtitle: 'Programmes, camps and celebrations of the Sabha and its branches.',
  banner: '/images/banners/events.webp',
  intro: {
    title: 'Latest Events',
    text: 'From Paathshala celebrations and blood donation camps to scholarship ceremonies and conventions, here is what the Sabha family has been doing together.',
  },
};

export const COMMITTEE_PAGE: BannerPage = {
  title: 'Central Committee',
  metaDescription:
    'The office bearers and members of the Central Committee of the Dakshin Bharat Jain Sabha, who guide its education, health and social work.',
  eyebrow: 'Leadership',
  subtitle: 'The people who carry forward the work the Sabha began in 1899.',
  banner: '/images/banners/committee.webp',
  intro: {
    title: 'Our Committee',
    text: "Members from across Maharashtra, Karnataka and Goa guide the Sabha's hostels, schools, scholarships and social programmes. Choose a group to see its members.",
  },
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
