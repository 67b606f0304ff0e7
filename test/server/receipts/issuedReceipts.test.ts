import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { donations, issuedReceipts } from '../../../src/server/db/schema';
import { RECEIPT_DETAILS_MESSAGES } from '../../../src/shared/validation/receiptDetails';
import { SEED_RECEIPT_DETAILS } from '../../../src/server/db/seed/receiptDetails';
import { asAdmin, signIn, signInWithRole } from '../admin/adminHelpers';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { paymentSuite, emptyPaymentTables } from '../payments/harness';
import {
  createDonation,
  createMembership,
  multipart,
  orderRow,
  payAndVerify,
  paySandbox,
  receiptsSent,
  verify,
} from '../payments/fixtures';

// Deliver 2 of issue 15: receipts are documents issued once. The Sabha's legal details are settings an owner
// edits; each receipt is rendered when its order becomes paid, stored, and served as stored, so later changes
// (settings, the donor's record) never change an issued receipt.

const DETAILS = { ...SEED_RECEIPT_DETAILS, registered_address: 'Sabha Bhavan, 1 Demo Road, Kolhapur 416001' };

describeEachDatabase(
  'receipts as issued documents',
  (context) => {
    beforeEach(async () => {
      await context().db.execute(sql`TRUNCATE receipt_settings RESTART IDENTITY`);
    });

    async function saveDetails(details: Record<string, string>) {
      const { app, db } = context();
      const session = await signIn(app, db);
      return asAdmin(app, session, {
        method: 'PUT',
        url: '/api/admin/settings/receipt-details',
        payload: details,
      });
    }

    async function paidDonation(fields: Record<string, string> = {}) {
      const { app, db } = context();
      const created = await createDonation(app, fields);
      const checkout = await paySandbox(app, created.orderId);
      expect((await verify(app, 'donation', { ...checkout, receiptId: created.receiptId })).statusCode).toBe(
        200,
      );
      return orderRow(db, created.receiptId);
    }

    const download = (token: string) =>
      context().app.inject({ method: 'GET', url: `/api/receipts/${token}.pdf` });

    it('issues the receipt with the payment, with the Sabha details, the donation type and the rupee sign', async () => {
      const { db } = context();
      expect((await saveDetails(DETAILS)).statusCode).toBe(200);
      const order = await paidDonation();
      // Stored by the transaction that made the order paid, before any mail or download.
      const [stored] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
      expect(stored.receiptNumber).toBe(order.receiptNumber);
      const text = pdfText(stored.pdf);
      for (const expected of [
        'PAN: DEMOT0000X',
        'Registration u/s 12A/12AB: DEMOT0000XE20210',
        '80G approval (URN): DEMOT0000XF20210, dated 20th March, 2026',
        'valid from 1st April, 2026 until 31st March, 2031',
        'Registered office: Sabha Bhavan, 1 Demo Road, Kolhapur 416001',
        'Donation type Specific grant (not corpus)',
        'Donation ₹1,000.00',
        'Total received ₹1,023.60',
        'Demo Signatory',
        'Honorary Secretary (demo)',
        order.receiptNumber!,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Rs.');
      const answer = await download(order.receiptToken!);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.equals(stored.pdf)).toBe(true);
    });

    it('serves an issued receipt byte for byte the same after the details, the office address and the donor change', async () => {
      const { app, db } = context();
      await saveDetails(DETAILS);
      const order = await paidDonation();
      await receiptsSent(app);
      const before = (await download(order.receiptToken!)).rawPayload;

      expect(
        (
          await saveDetails({
            ...DETAILS,
            registered_address: 'New office, 9 Other Street, Sangli',
            pan: 'ABCDT1234F',
          })
        ).statusCode,
      ).toBe(200);
      await db.execute(sql`UPDATE site_settings SET contact_address = 'Moved office, Belagavi'`);
      await db
        .update(donations)
        .set({ firstName: 'Erased', surname: '' })
        .where(eq(donations.orderId, order.id));

      const after = await download(order.receiptToken!);
      expect(after.rawPayload.equals(before)).toBe(true);
      const session = await signIn(app, db);
      const office = await asAdmin(app, session, {
        method: 'GET',
        url: `/api/admin/orders/${order.id}/receipt.pdf`,
      });
      expect(office.statusCode).toBe(200);
      expect(office.rawPayload.equals(before)).toBe(true);

      // The next receipt is issued with the new details.
      const next = await paidDonation();
      const nextText = pdfText((await download(next.receiptToken!)).rawPayload);
      expect(nextText).toContain('New office, 9 Other Street, Sangli');
      expect(nextText).toContain('PAN: ABCDT1234F');
    });

    it('issues a receipt paid before receipts were stored on its first request, once', async () => {
      const { app, db } = context();
      const order = await paidDonation();
      // The receipt mail has gone out (it would issue a missing receipt itself).
      await receiptsSent(app);
      await db.delete(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
      await saveDetails(DETAILS);
      const [first, second] = await Promise.all([
        download(order.receiptToken!),
        download(order.receiptToken!),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const rows = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
      expect(rows).toHaveLength(1);
      expect(pdfText(rows[0].pdf)).toContain('PAN: DEMOT0000X');
    });

    it('leaves the 80G approval out of membership receipts and the unset details out of every receipt', async () => {
      const { app, db } = context();
      await saveDetails({ ...DETAILS, pan: '', registration_12ab: '' });
      const created = await createMembership(app);
      await payAndVerify(app, 'membership', created);
      const order = await orderRow(db, created.receiptId);
      const text = pdfText((await download(order.receiptToken!)).rawPayload);
      expect(text).toContain('Membership Fee Receipt');
      expect(text).toContain('₹');
      expect(text).not.toContain('80G');
      expect(text).not.toContain('PAN:');
      expect(text).toContain('Demo Signatory');
    });

    it('checks the details with the shared rules, saves nothing bad, and lets only an owner change them', async () => {
      const { app, db } = context();
      const bad = await saveDetails({
        ...DETAILS,
        pan: 'ABC',
        valid_80g_from: '2026-04-01',
        valid_80g_until: '2021-03-31',
        approved_80g_on: '31/12/2020',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        pan: RECEIPT_DETAILS_MESSAGES.pan,
        valid_80g_until: RECEIPT_DETAILS_MESSAGES.validityOrder,
        approved_80g_on: RECEIPT_DETAILS_MESSAGES.date,
      });
      const session = await signIn(app, db);
      const read = await asAdmin(app, session, { method: 'GET', url: '/api/admin/settings/receipt-details' });
      expect(read.json().result).toMatchObject({ pan: '', urn_80g: '', has_signature: false });

      // Typed as people type them: lower case, spaces.
      const saved = await saveDetails({ ...DETAILS, pan: ' demot 0000x ', urn_80g: 'demot0000xf20210' });
      expect(saved.json().result).toMatchObject({ pan: 'DEMOT0000X', urn_80g: 'DEMOT0000XF20210' });

      const editor = await signInWithRole(app, db, 'editor@dbjs.example.org', 'editor');
      expect(
        (
          await asAdmin(app, editor, {
            method: 'PUT',
            url: '/api/admin/settings/receipt-details',
            payload: DETAILS,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await asAdmin(app, editor, { method: 'GET', url: '/api/admin/settings/receipt-details' }))
          .statusCode,
      ).toBe(200);
      for (const payload of ['"text"', '[1]', 'null']) {
        const odd = await asAdmin(app, session, {
          method: 'PUT',
          url: '/api/admin/settings/receipt-details',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(odd.statusCode).toBe(400);
      }
    });

    it('takes a signature image, shows it on new receipts, and refuses files that are not images', async () => {
      const { app, db } = context();
      await saveDetails(DETAILS);
      const session = await signIn(app, db);
      const png = await sharp({
        create: { width: 900, height: 300, channels: 4, background: { r: 20, g: 20, b: 120, alpha: 1 } },
      })
        .png()
        .toBuffer();
      const upload = (content: Buffer, contentType: string) =>
        asAdmin(app, session, {
          method: 'POST',
          url: '/api/admin/settings/receipt-details/signature',
          ...multipart({}, { signature: { filename: 'sign', contentType, content } }),
        });
      const refused = await upload(Buffer.from('%PDF-1.4 not an image'), 'image/png');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ signature: RECEIPT_DETAILS_MESSAGES.signatureFile });

      const accepted = await upload(png, 'image/png');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().result.has_signature).toBe(true);
      const image = await asAdmin(app, session, {
        method: 'GET',
        url: '/api/admin/settings/receipt-details/signature.png',
      });
      expect(image.statusCode).toBe(200);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 600,
        height: 200,
      });

      const order = await paidDonation();
      const withSignature = (await download(order.receiptToken!)).rawPayload;
      expect(withSignature.toString('latin1')).toContain('/Subtype /Image');

      const removed = await asAdmin(app, session, {
        method: 'DELETE',
        url: '/api/admin/settings/receipt-details/signature',
      });
      expect(removed.json().result.has_signature).toBe(false);
      expect(
        (
          await asAdmin(app, session, {
            method: 'GET',
            url: '/api/admin/settings/receipt-details/signature.png',
          })
        ).statusCode,
      ).toBe(404);
    });
  },
  { ...paymentSuite(), beforeEach: emptyPaymentTables },
);
