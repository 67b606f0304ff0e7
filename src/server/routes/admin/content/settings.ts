import { z } from 'zod';
import {
  bankAccountErrors,
  form10acUrlError,
  FORM_10AC_UPLOAD_PATTERN,
  looksLikePdf,
  MAX_BANK_ACCOUNTS,
  normaliseBankAccount,
  SITE_DOCUMENT_MESSAGES,
  type BankAccount,
} from '../../../../shared/validation/siteDocuments';
import { readAdminForm } from '../../../admin/uploads';
import * as content from '../../../repositories/admin/content';
import { savePublicImage } from '../../../storage/publicImages';
import { check, invalid, requiredText, type FieldErrors } from '../shared';
import type { ContentContext } from './context';

const url = (label: string) =>
  z
    .string({ message: `Please enter the ${label} link or leave it empty.` })
    .trim()
    .max(500)
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
      message: `The ${label} link must start with https://`,
    });

const settingsSchema = z.object({
  facebook_url: url('Facebook'),
  twitter_url: url('Twitter'),
  insta_url: url('Instagram'),
  linkedin_url: url('LinkedIn'),
  youtube_url: url('YouTube'),
  contact_address: requiredText('address', 1000),
  contact_mobile: requiredText('phone number', 100),
  contact_email: z
    .string({ message: 'Please enter a valid email address.' })
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address.' }),
  site_copyright: requiredText('copyright line', 300),
  identity_retention_days: z
    .number({ message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
    .int({ message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
    .min(1, { message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
    .max(3650, { message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
    .nullable(),
  // Checked below with the shared rules, so that each field of each account gets its own message.
  bank_accounts: z.array(z.unknown(), { message: SITE_DOCUMENT_MESSAGES.tooManyAccounts }).optional(),
  form_10ac_url: z.string({ message: SITE_DOCUMENT_MESSAGES.form10acUrl }).trim().optional(),
});

/**
 * Bank accounts and the Form 10AC link with the shared rules (src/shared/validation/siteDocuments.ts). Errors
 * are keyed `bank_accounts.<index>.<field>`, so the console puts each message beside its input.
 */
function checkDocuments(
  accounts: unknown[] | undefined,
  form10acUrl: string | undefined,
  saved: content.AdminSettings,
): { bankAccounts: BankAccount[]; form10acUrl: string; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const given = accounts ?? saved.bank_accounts;
  if (given.length > MAX_BANK_ACCOUNTS) errors.bank_accounts = SITE_DOCUMENT_MESSAGES.tooManyAccounts;
  const bankAccounts = given.slice(0, MAX_BANK_ACCOUNTS).map((account, index) => {
    const normalised = normaliseBankAccount(
      account && typeof account === 'object' ? (account as Record<string, unknown>) : {},
    );
    for (const [field, message] of Object.entries(bankAccountErrors(normalised)))
      errors[`bank_accounts.${index}.${field}`] = message;
    return normalised;
  });
  const url = form10acUrl ?? saved.form_10ac_url;
  const urlProblem = form10acUrlError(url);
  if (urlProblem) errors.form_10ac_url = urlProblem;
  return { bankAccounts, form10acUrl: url, errors };
}

export function registerSettingsRoutes({ app, db, files, removeImages }: ContentContext): void {
  /** Removes the previously uploaded Form 10AC PDF once the settings no longer point at it. */
  async function dropReplacedUpload(previous: string, current: string): Promise<void> {
    if (previous !== current && FORM_10AC_UPLOAD_PATTERN.test(previous)) await removeImages([previous]);
  }

  app.get('/settings', async () => ({ result: await content.getAdminSettings(db) }));

  app.put('/settings', async (request) => {
    const result = check(settingsSchema, request.body);
    // Read and written under the row's lock, so a Form 10AC upload meanwhile is neither lost nor removed.
    const { saved, stored } = await db.transaction(async (tx) => {
      const saved = await content.getAdminSettings(tx, { lock: true });
      const body = result.ok ? result.data : null;
      const documents = checkDocuments(body?.bank_accounts, body?.form_10ac_url, saved);
      if (!result.ok || Object.keys(documents.errors).length > 0)
        invalid({ ...documents.errors, ...(result.ok ? {} : result.errors) });
      const { bank_accounts: _accounts, form_10ac_url: _url, ...fields } = result.data;
      const stored = await content.saveAdminSettings(tx, {
        ...fields,
        bank_accounts: documents.bankAccounts,
        form_10ac_url: documents.form10acUrl,
      });
      return { saved, stored };
    });
    await dropReplacedUpload(saved.form_10ac_url, stored.form_10ac_url);
    return { result: stored };
  });

  // The Form 10AC order as a PDF: stored as a public file (the donation page links to it), checked by its bytes.
  app.post('/settings/form-10ac', async (request) => {
    const form = await readAdminForm(request);
    const uploads = form.files.form_10ac ?? [];
    const upload = uploads.length === 1 ? uploads[0] : null;
    if (!upload || upload.tooLarge || !looksLikePdf(upload.bytes))
      invalid({ form_10ac: SITE_DOCUMENT_MESSAGES.form10acFile });
    // Content-hashed: the same PDF again is the same file, so a failed save here removes nothing.
    const { saved, stored } = await db.transaction(async (tx) => {
      const saved = await content.getAdminSettings(tx, { lock: true });
      const publicPath = await savePublicImage(files, 'documents', 'form-10ac', upload.bytes, 'pdf', tx);
      return { saved, stored: await content.saveAdminSettings(tx, { ...saved, form_10ac_url: publicPath }) };
    });
    await dropReplacedUpload(saved.form_10ac_url, stored.form_10ac_url);
    return { result: stored };
  });
}
