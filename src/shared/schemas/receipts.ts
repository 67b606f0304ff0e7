import { z } from 'zod';

// The console's receipt settings (GET/PUT /api/admin/settings/receipt-details): the Sabha's legal details every
// receipt states. Dates are YYYY-MM-DD or ''.

export const receiptDetailsSchema = z.object({
  pan: z.string(),
  urn_80g: z.string(),
  approved_80g_on: z.string(),
  valid_80g_from: z.string(),
  valid_80g_until: z.string(),
  registration_12ab: z.string(),
  registered_address: z.string(),
  signatory_name: z.string(),
  signatory_designation: z.string(),
  /** Whether a signature image is on file (served at .../receipt-details/signature.png). */
  has_signature: z.boolean(),
  updated_at: z.string(),
});
export type ReceiptDetailsResponse = z.infer<typeof receiptDetailsSchema>;
export const receiptDetailsResponseSchema = z.object({ result: receiptDetailsSchema });
