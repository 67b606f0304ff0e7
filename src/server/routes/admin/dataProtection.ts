import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../admin/audit';
import {
  isChargeOfLiveGift,
  LIVE_GIFT_ERASURE_MESSAGE,
  unfiledErasureMessage,
  unfiledYearOfDonation,
} from '../../admin/books';
import { runRetention } from '../../admin/retention';
import { HttpError } from '../../plugins/errors';
import * as records from '../../repositories/admin/records';
import { mailsOfOrder } from '../../repositories/outbox';
import { receiptMailId } from '../../receipts/deliver';
import { removeOutboxCopy } from '../../receipts/mailer';
import { fileBackendFor } from '../../storage/storedFiles';
import { currentUser, NOT_FOUND_MESSAGE, parseOrThrow } from './shared';

// Retention of identity files on demand, and erasure of a person's data on request (DPDP Act 2023): names,
// contacts, address, PAN, date of birth and files go; amount, dates, receipt number and status stay.

export const ERASED_MESSAGE = 'The personal data was erased.';

const eraseSchema = z.object({
  kind: z.enum(['membership', 'donation', 'enquiry'], {
    message: 'kind must be membership, donation or enquiry.',
  }),
  id: z
    .number({ message: 'id must be a record id.' })
    .int({ message: 'id must be a record id.' })
    .positive({ message: 'id must be a record id.' }),
});

export default async function dataProtectionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const files = app.payments.files;
  const publicFiles = fileBackendFor(db, app.config);

  app.post('/retention/run', async (request) =>
    runRetention(db, files, { userId: currentUser(request).id, publicFiles, dataDir: app.config.dataDir }),
  );

  app.post('/people/erase', async (request) => {
    const user = currentUser(request);
    const { kind, id } = parseOrThrow(eraseSchema, request.body);
    const now = new Date();
    // A donor reported in Form 10BD must be kept until the statement of their year is filed.
    if (kind === 'donation') {
      const unfiled = await unfiledYearOfDonation(db, id);
      if (unfiled !== null) throw new HttpError(409, unfiledErasureMessage(unfiled));
      // A running monthly or yearly gift copies its donor's details into every later charge and its receipt: it
      // is cancelled first. Asked after Form 10BD, so that the office never cancels a gift for an erasure that the
      // unfiled year would refuse anyway.
      if (await isChargeOfLiveGift(db, id)) throw new HttpError(409, LIVE_GIFT_ERASURE_MESSAGE);
    }
    let found: boolean;
    if (kind === 'enquiry') {
      found = await records.eraseEnquiry(db, id);
    } else {
      const erased =
        kind === 'membership'
          ? await records.eraseMembership(db, id, now)
          : await records.eraseDonation(db, id, now);
      found = erased !== null;
      for (const key of erased?.files ?? []) await files.remove(key);
      // The receipt mail's copy in DATA_DIR/outbox names the person too.
      if (erased) {
        for (const mail of await mailsOfOrder(db, erased.orderId)) {
          await removeOutboxCopy(app.config.dataDir, receiptMailId(mail.id));
        }
      }
    }
    if (!found) throw new HttpError(404, NOT_FOUND_MESSAGE);
    await writeAudit(db, { userId: user.id, action: 'erase', subject: `${kind}:${id}` });
    return { message: ERASED_MESSAGE };
  });
}
