import { z } from 'zod';
import { untranslatedSchema } from './translations';

// Answers of the read endpoints (docs/api.md#read-endpoints). The server builds them, the browser's RTK Query
// api is typed by them. With `lang` other than en, each item of the office's content is in that language where
// the office translated it and carries `untranslated`: its own fields still shown in English
// (docs/api.md#languages); in English the answers have no such field.

/** An item of the office's content as the read endpoints answer it: its id, its own fields, and `untranslated`. */
function contentItemSchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ id: z.number().int(), ...fields, untranslated: untranslatedSchema });
}

/** A read endpoint's answer: its items under `result`. */
function resultListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ result: z.array(item) });
}

export const settingsSchema = z.object({
  facebook_url: z.string(),
  twitter_url: z.string(),
  insta_url: z.string(),
  linkedin_url: z.string(),
  youtube_url: z.string(),
  contact_address: z.string(),
  contact_mobile: z.string(),
  contact_email: z.string(),
  site_copyright: z.string(),
  // Fields beyond the original list: the office's bank accounts for magazine subscriptions (at most two), its
  // Form 10AC order ('' until the office gives one; an uploads/ path under the API base or an https:// link)
  // and the days identity documents are kept after a paid membership (null: until erased on request), which
  // the privacy policy states.
  bank_accounts: z.array(
    z.object({
      account_name: z.string(),
      bank_name: z.string(),
      branch: z.string(),
      account_number: z.string(),
      ifsc: z.string(),
    }),
  ),
  form_10ac_url: z.string(),
  identity_retention_days: z.number().int().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingsResponseSchema = resultListSchema(settingsSchema);
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const eventSchema = contentItemSchema({
  event_slug: z.string(),
  event_name: z.string(),
  event_date: z.string(), // YYYY-MM-DD
  event_image: z.string(),
  event_description: z.string(),
  youtube_url: z.string().nullable(),
  event_gallery: z.array(z.string()),
});
export type Event = z.infer<typeof eventSchema>;

export const newsItemSchema = contentItemSchema({
  content: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const homepageResponseSchema = z.object({
  latest_news: z.array(newsItemSchema),
  events: z.array(eventSchema),
});
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;

export const eventsPageResponseSchema = z.object({
  data: z.array(eventSchema),
  total_pages: z.number().int(),
});
export type EventsPageResponse = z.infer<typeof eventsPageResponseSchema>;
export const eventViewResponseSchema = z.object({ result: eventSchema });
export type EventViewResponse = z.infer<typeof eventViewResponseSchema>;

export const CATEGORY_PARENTS = ['about_us', 'awards'] as const;
export type CategoryParent = (typeof CATEGORY_PARENTS)[number];
export const categorySchema = contentItemSchema({
  category_name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = resultListSchema(categorySchema);
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const boardMemberSchema = contentItemSchema({
  profile_image: z.string(),
  profile_name: z.string(),
  profile_type: z.string(),
});
export type BoardMember = z.infer<typeof boardMemberSchema>;
export const boardResponseSchema = resultListSchema(boardMemberSchema);
export type BoardResponse = z.infer<typeof boardResponseSchema>;

export const presidentSchema = contentItemSchema({
  salutation: z.string(),
  president_name: z.string(),
  president_subname: z.string(),
  president_profile_image: z.string(),
  president_description: z.string(),
});
export type President = z.infer<typeof presidentSchema>;
export const presidentResponseSchema = resultListSchema(presidentSchema);
export type PresidentResponse = z.infer<typeof presidentResponseSchema>;

export const awardSchema = contentItemSchema({
  title: z.string(),
  description: z.string(),
  category_name: z.string(),
});
export type Award = z.infer<typeof awardSchema>;
export const awardsResponseSchema = resultListSchema(awardSchema);
export type AwardsResponse = z.infer<typeof awardsResponseSchema>;

export const matrimonyCardSchema = contentItemSchema({
  date: z.string(), // YYYY-MM-DD
  title: z.string(),
  sub_title: z.string(),
  time: z.string(), // HH:MM, 24-hour
  card_image: z.string(),
});
export type MatrimonyCard = z.infer<typeof matrimonyCardSchema>;
export const matrimonyResponseSchema = resultListSchema(matrimonyCardSchema);
export type MatrimonyResponse = z.infer<typeof matrimonyResponseSchema>;

/** Runtime configuration the browser reads from GET /api/config, so one build runs anywhere. */
export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  paymentsBase: z.string(),
  razorpayKeyId: z.string(),
  checkoutScriptUrl: z.string(),
  sandbox: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const messageResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;
