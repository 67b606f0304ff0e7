import { asc } from 'drizzle-orm';
import type { Settings } from '../../shared/schemas';
import { siteSettings } from '../db/schema';
import type { DbOrTx } from './types';

type SettingsRow = typeof siteSettings.$inferSelect;

/** The settings row as the site and the console read it (settingsSchema, src/shared/schemas/content.ts). */
export const settingsView = (row: SettingsRow): Settings => ({
  facebook_url: row.facebookUrl,
  twitter_url: row.twitterUrl,
  insta_url: row.instaUrl,
  linkedin_url: row.linkedinUrl,
  youtube_url: row.youtubeUrl,
  contact_address: row.contactAddress,
  contact_mobile: row.contactMobile,
  contact_email: row.contactEmail,
  site_copyright: row.siteCopyright,
  bank_accounts: row.bankAccounts.map((account) => ({
    account_name: account.account_name,
    bank_name: account.bank_name,
    branch: account.branch,
    account_number: account.account_number,
    ifsc: account.ifsc,
  })),
  form_10ac_url: row.form10acUrl,
  identity_retention_days: row.identityRetentionDays,
});

/**
 * fetch/settings (docs/api.md#read-endpoints): holds the one settings row, or nothing on an empty database.
 */
export async function getSettings(db: DbOrTx): Promise<Settings[]> {
  const row = await settingsRow(db);
  return row ? [settingsView(row)] : [];
}

/** The one settings row (the first, should there ever be more); with `lock`, locked until the transaction ends. */
export async function settingsRow(db: DbOrTx, options: { lock?: boolean } = {}): Promise<SettingsRow | null> {
  const query = db.select().from(siteSettings).orderBy(asc(siteSettings.id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function hasSettings(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  return rows.length > 0;
}

/** The settings answer's fields as the row's columns: what the seed inserts and the office saves. */
export function settingsColumns(settings: Settings) {
  return {
    facebookUrl: settings.facebook_url,
    twitterUrl: settings.twitter_url,
    instaUrl: settings.insta_url,
    linkedinUrl: settings.linkedin_url,
    youtubeUrl: settings.youtube_url,
    contactAddress: settings.contact_address,
    contactMobile: settings.contact_mobile,
    contactEmail: settings.contact_email,
    siteCopyright: settings.site_copyright,
    bankAccounts: settings.bank_accounts,
    form10acUrl: settings.form_10ac_url,
    identityRetentionDays: settings.identity_retention_days,
  };
}

export async function insertSettings(db: DbOrTx, settings: Settings): Promise<void> {
  await db.insert(siteSettings).values(settingsColumns(settings));
}
