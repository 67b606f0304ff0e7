import type {
  Award,
  BoardMember,
  Category,
  Event,
  MatrimonyCard,
  President,
  Settings,
} from '../../../src/shared/schemas';

// Sample rows as the API returns them. Each make… function gives a complete row; a test names only the fields
// its case is about.

/** A maker of rows of type T: `defaults`, with the fields a test gives in place of theirs. */
const withDefaults =
  <T>(defaults: T) =>
  (overrides: Partial<T> = {}): T => ({ ...defaults, ...overrides });

export const makeEvent = withDefaults<Event>({
  id: 1,
  event_slug: 'annual-convention-2024',
  event_name: 'Annual Convention 2024',
  event_date: '2024-01-01',
  event_image: 'uploads/events/convention.webp',
  event_description: '<p>The Sabha met in <b>Sangli</b> for its annual convention.</p>',
  youtube_url: null,
  event_gallery: [],
});

export const categories = (...names: string[]): Category[] =>
  names.map((name, index) => ({ id: index + 1, category_name: name }));

export function makeMember(id: number, name: string, type: string): BoardMember {
  return { id, profile_image: `uploads/board/${id}.webp`, profile_name: name, profile_type: type };
}

export const makePresident = withDefaults<President>({
  id: 1,
  salutation: 'Shri',
  president_name: 'Example Patil',
  president_subname: 'President, Dakshin Bharat Jain Sabha',
  president_profile_image: 'uploads/president/photo.webp',
  president_description: '<p>Has served the Sabha for three decades.</p>',
});

export function makeAward(id: number, category: string, title = `Award ${id}`): Award {
  return { id, title, description: `Description of ${title}.`, category_name: category };
}

export const makeMatrimonyCard = withDefaults<MatrimonyCard>({
  id: 1,
  date: '2025-02-09',
  title: 'Vadhu-Var Parichay Melava',
  sub_title: 'Sangli, Dakshin Bharat Jain Sabha hall',
  time: '14:30',
  card_image: 'uploads/matrimony/card.webp',
});

export const makeSettings = withDefaults<Settings>({
  facebook_url: 'https://www.facebook.com/example-sabha',
  twitter_url: 'https://twitter.com/example_sabha',
  insta_url: '',
  linkedin_url: '',
  youtube_url: '',
  contact_address: 'Sabha Office, Sangli, Maharashtra 416416',
  contact_mobile: '+91 98765 43210',
  contact_email: 'office@example.org',
  site_copyright: 'Copyright © 2024',
  bank_accounts: [],
  form_10ac_url: '',
  identity_retention_days: null,
});
