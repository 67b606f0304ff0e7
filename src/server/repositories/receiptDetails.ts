import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { receiptSettings } from '../db/schema';
import type { ReceiptDetails } from '../../shared/validation/receiptDetails';
import type { ReceiptDetailsResponse } from '../../shared/schemas/receipts';

// The one row of receipt_settings; until the office saves it, every detail is empty.

export interface StoredReceiptDetails extends ReceiptDetails {
  signaturePng: Buffer | null;
  updatedAt: Date | null;
}

const EMPTY: StoredReceiptDetails = {
  pan: '',
  urn_80g: '',
  approved_80g_on: '',
  valid_80g_from: '',
  valid_80g_until: '',
  registration_12ab: '',
  registered_address: '',
  signatory_name: '',
  signatory_designation: '',
  signaturePng: null,
  updatedAt: null,
};

export async function getReceiptDetails(db: Db): Promise<StoredReceiptDetails> {
  const [row] = await db.select().from(receiptSettings).orderBy(asc(receiptSettings.id)).limit(1);
  if (!row) return { ...EMPTY };
  return {
    pan: row.pan,
    urn_80g: row.urn80g,
    approved_80g_on: row.approved80gOn ?? '',
    valid_80g_from: row.valid80gFrom ?? '',
    valid_80g_until: row.valid80gUntil ?? '',
    registration_12ab: row.registration12ab,
    registered_address: row.registeredAddress,
    signatory_name: row.signatoryName,
    signatory_designation: row.signatoryDesignation,
    signaturePng: row.signaturePng ?? null,
    updatedAt: row.updatedAt,
  };
}

export function receiptDetailsAnswer(details: StoredReceiptDetails): ReceiptDetailsResponse {
  const { signaturePng, updatedAt, ...fields } = details;
  return { ...fields, has_signature: signaturePng !== null, updated_at: updatedAt?.toISOString() ?? '' };
}

type Change = Partial<ReceiptDetails> & { signaturePng?: Buffer | null };

/** Saves the given fields into the one row (made on the first save). */
export async function saveReceiptDetails(db: Db, change: Change): Promise<StoredReceiptDetails> {
  const values = {
    ...(change.pan !== undefined ? { pan: change.pan } : {}),
    ...(change.urn_80g !== undefined ? { urn80g: change.urn_80g } : {}),
    ...(change.approved_80g_on !== undefined ? { approved80gOn: change.approved_80g_on || null } : {}),
    ...(change.valid_80g_from !== undefined ? { valid80gFrom: change.valid_80g_from || null } : {}),
    ...(change.valid_80g_until !== undefined ? { valid80gUntil: change.valid_80g_until || null } : {}),
    ...(change.registration_12ab !== undefined ? { registration12ab: change.registration_12ab } : {}),
    ...(change.registered_address !== undefined ? { registeredAddress: change.registered_address } : {}),
    ...(change.signatory_name !== undefined ? { signatoryName: change.signatory_name } : {}),
    ...(change.signatory_designation !== undefined
      ? { signatoryDesignation: change.signatory_designation }
      : {}),
    ...(change.signaturePng !== undefined ? { signaturePng: change.signaturePng } : {}),
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: receiptSettings.id })
      .from(receiptSettings)
      .orderBy(asc(receiptSettings.id))
      .limit(1)
      .for('update');
    if (row) await tx.update(receiptSettings).set(values).where(eq(receiptSettings.id, row.id));
    else await tx.insert(receiptSettings).values(values);
  });
  return getReceiptDetails(db);
}
