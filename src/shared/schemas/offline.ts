import { z } from 'zod';
import { todayInIndia } from '../dates';
import {
  CORRECTABLE_FIELDS,
  form10bdFilingErrors,
  OFFLINE_MESSAGES,
  OFFLINE_MODES,
  type CorrectionForm,
} from '../validation/offline';

// Request shapes of the office's books (/api/admin/orders/...). The rules of each field live in
// validation/offline.ts, which the console uses too; zod stays on the server.

const text = (max: number) => z.string().max(max).optional().default('');

/** POST /api/admin/orders/offline: a gift or a membership paid at the office. */
export const offlineEntrySchema = z.object({
  kind: z.enum(['donation', 'membership'], { message: OFFLINE_MESSAGES.kind }),
  mode: z.enum(OFFLINE_MODES, { message: OFFLINE_MESSAGES.mode }),
  instrument_number: text(100),
  bank: text(200),
  instrument_date: text(20),
  /** The day the money was received (YYYY-MM-DD, India time); '' or absent: today. */
  received_on: text(20),
  first_name: text(200),
  middle_name: text(200),
  sur_name: text(200),
  mobile_no: text(50),
  email_id: text(300),
  data_of_birth: text(20),
  gender: text(20),
  city: text(200),
  tehsil: text(200),
  dist: text(200),
  state: text(200),
  address: text(1000),
  pincode: text(20),
  pan: text(20),
  donation_type: text(100),
  donation_amount: z
    .union([z.string().max(30), z.number()])
    .optional()
    .transform((value) => (value === undefined ? '' : String(value))),
  dbjs_member: z.boolean().optional().default(false),
  magazine_member: z.boolean().optional().default(false),
});

/** POST /api/admin/orders/:id/corrections: the fields to change, nothing else. */
export const correctionSchema = z
  .object(Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, z.string().max(1000).optional()])))
  .strict() as unknown as z.ZodType<CorrectionForm>;
/** What the office is told when it sends a field that cannot be corrected. */
export const NOT_CORRECTABLE_MESSAGE = 'Only the name, address, PAN, email and mobile can be corrected.';

/** POST /api/admin/orders/:id/cancel-receipt */
export const cancelReceiptSchema = z.object({
  reason: z
    .string({ message: OFFLINE_MESSAGES.reason })
    .trim()
    .min(5, { message: OFFLINE_MESSAGES.reason })
    .max(500, { message: OFFLINE_MESSAGES.reason }),
});

const financialYear = z
  .number({ message: OFFLINE_MESSAGES.filedYear })
  .int({ message: OFFLINE_MESSAGES.filedYear })
  .min(2000, { message: OFFLINE_MESSAGES.filedYear })
  .max(2100, { message: OFFLINE_MESSAGES.filedYear });

/**
 * PUT /api/admin/exports/form-10bd/filings: the office has filed Form 10BD for a financial year, which must have
 * ended, on a date between its end and today (form10bdFilingErrors, with today's date in India).
 */
export const form10bdFilingSchema = z
  .object({
    fy: financialYear,
    acknowledgement: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9/-]{0,40}$/, { message: OFFLINE_MESSAGES.acknowledgement })
      .optional()
      .default(''),
    /** The date of filing on the portal (Form 10BE certificates state it); '' or absent: not entered yet. */
    filed_on: z.string({ message: OFFLINE_MESSAGES.filedOn }).trim().optional().default(''),
  })
  .superRefine(({ fy, filed_on }, context) => {
    for (const [field, message] of Object.entries(form10bdFilingErrors(fy, filed_on, todayInIndia())))
      context.addIssue({ code: 'custom', path: [field], message });
  });

/** DELETE /api/admin/exports/form-10bd/filings/:fy: the year as four digits (2025 for 2025-26), nothing else. */
export const form10bdFilingParams = z.object({
  fy: z
    .string({ message: OFFLINE_MESSAGES.filedYear })
    .regex(/^\d{4}$/, { message: OFFLINE_MESSAGES.filedYear })
    .transform(Number)
    .pipe(financialYear),
});
