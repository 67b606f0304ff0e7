import { sql } from 'drizzle-orm';
import type { ContactForm } from '../../shared/validation';
import { enquiries } from '../db/schema';
import type { DbOrTx } from './types';

/** Stores a contact enquiry that passed the shared rules; values are stored trimmed. */
export async function insertEnquiry(db: DbOrTx, form: ContactForm): Promise<number> {
  const [row] = await db
    .insert(enquiries)
    .values({
      firstName: form.first_name.trim(),
      lastName: form.last_name.trim(),
      email: form.email_id.trim(),
      mobile: form.mobile_no.trim(),
      interestedIn: form.interested_in.trim(),
      address: form.address.trim(),
      message: form.message.trim(),
    })
    .returning({ id: enquiries.id });
  return row.id;
}

export async function countEnquiries(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(enquiries);
  return Number(row.count);
}
