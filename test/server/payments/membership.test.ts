import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { memberships, orders } from '../../../src/server/db/schema';
import { privateFileLocation } from '../../../src/server/storage/privateFiles';
import { fileBackendFor } from '../../../src/server/storage/storedFiles';
import { MESSAGES, PHOTO_MAX_BYTES } from '../../../src/shared/validation';
import { describeEachDatabase } from '../helpers/harness';
import { padPng } from '../helpers/png';
import { paymentSuite } from './harness';
import {
  BAD_PERSON_FIELD_MESSAGES,
  MEMBERSHIP_FIELDS,
  PDF_BYTES,
  createMembership,
  currentSeries,
  jpegBytes,
  membershipFiles,
  multipart,
  orderRow,
  paySandbox,
  personRowOf,
  pngBytes,
  receiptsSent,
  verify,
} from './fixtures';

/** A real PNG of exactly `size` bytes (see padPng). */
async function paddedPng(size: number, dimensions = { width: 24, height: 24 }): Promise<Buffer> {
  const image = await sharp({ create: { ...dimensions, channels: 3, background: '#7b1e1e' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return padPng(image, size);
}

describeEachDatabase(
  'POST /api/joinus/joinnow',
  (context) => {
    // Every stored private file (stored_files on PostgreSQL, DATA_DIR/private on PGlite).
    const privateFiles = async () =>
      (await context().app.payments.files.list()).map((file) => file.key).sort();

    const post = async (fields: Record<string, string>, files?: Parameters<typeof multipart>[1]) =>
      context().app.inject({
        method: 'POST',
        url: '/api/joinus/joinnow',
        ...multipart(fields, files ?? (await membershipFiles())),
      });

    it('completes a membership through the sandbox: order, payment, verify, receipt and mail', async () => {
      const { app, database, dataDir } = context();
      const created = await createMembership(app);
      expect(created).toEqual({
        orderId: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
        receiptId: expect.stringMatching(/^DBJS-M-[0-9A-Za-z]{16}$/),
        amount: 51_180,
        currency: 'INR',
      });
      const pending = await orderRow(database.db, created.receiptId);
      expect(pending).toMatchObject({
        kind: 'membership',
        status: 'pending',
        gateway: 'sandbox',
        totalPaise: 51_180,
      });

      const checkout = await paySandbox(app, created.orderId);
      expect(checkout.razorpay_order_id).toBe(created.orderId);
      const answer = await verify(app, 'membership', {
        ...checkout,
        receiptId: created.receiptId,
        amount: '511.80',
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toEqual({
        success: true,
        receiptNumber: `${currentSeries('M')}00001`,
        receiptUrl: expect.stringMatching(/^\/api\/receipts\/[0-9a-f]{32}\.pdf$/),
      });

      const paid = await orderRow(database.db, created.receiptId);
      expect(paid).toMatchObject({
        status: 'paid',
        paymentId: checkout.razorpay_payment_id,
        receiptNumber: body.receiptNumber,
      });
      expect(paid.paidAt).toBeInstanceOf(Date);

      await receiptsSent(app);
      const outbox = path.join(dataDir, 'outbox');
      const mails = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      expect(mails).toHaveLength(1);
      const mail = fs.readFileSync(path.join(outbox, mails[0]), 'utf8');
      expect(mail).toContain('To: asha.patil@example.com');
      expect(mail).toContain(body.receiptNumber);
      expect(mail).toContain('Content-Type: application/pdf');

      const pdf = await app.inject({ method: 'GET', url: body.receiptUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="receipt-DBJS-TEST-M-/);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('computes the amount itself: tampered dbjs_amount and magazine_amount are ignored', async () => {
      const { app } = context();
      const life = await createMembership(app, { dbjs_amount: '1', magazine_amount: '0', amount: '1' });
      expect(life.amount).toBe(51_180);
      const both = await createMembership(app, {
        magazine_member: '1',
        dbjs_amount: '0',
        magazine_amount: '0',
      });
      // 200000 + 4000 (2%) + 720 (18% GST of the charge)
      expect(both.amount).toBe(204_720);
      const magazine = await createMembership(app, {
        dbjs_member: '0',
        magazine_member: '1',
        magazine_amount: '99999',
      });
      expect(magazine.amount).toBe(153_540);
    });

    it('stores the membership pending with its order and the uploads encrypted outside public paths', async () => {
      const { app, database, dataDir } = context();
      const created = await createMembership(app);
      const member = await personRowOf(database.db, memberships, created.receiptId);
      expect(member).toMatchObject({
        firstName: 'Asha',
        surname: 'Patil',
        district: 'Kolhapur',
        dbjsMember: true,
      });
      // Photos are stored as JPEG whatever was uploaded (storage/memberPhoto.ts).
      expect(member.photoKey).toMatch(/^photo\/\d{4}\/[0-9a-f]{32}\.jpg$/);
      expect(member.identityKey).toMatch(/^identity\/\d{4}\/[0-9a-f]{32}\.pdf$/);

      const files = app.payments.files;
      const location = privateFileLocation(member.identityKey!);
      // As stored: in stored_files on PostgreSQL, under DATA_DIR/private on PGlite; sealed either way.
      const stored = (await fileBackendFor(database.db, context().config).get(location))!.bytes;
      expect(stored.equals(PDF_BYTES)).toBe(false);
      expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
      expect((await files.read(member.identityKey!)).equals(PDF_BYTES)).toBe(true);
      if (context().driver === 'pglite') {
        expect(fs.statSync(path.join(dataDir, location)).mode & 0o077).toBe(0);
      } else {
        expect(fs.existsSync(path.join(dataDir, 'private'))).toBe(false);
      }
      const photo = await sharp(await files.read(member.photoKey!)).metadata();
      expect(photo).toMatchObject({ format: 'jpeg', width: 24, height: 24 });
      expect(fs.statSync(path.join(dataDir, 'keys', 'upload.key')).mode & 0o077).toBe(0);
    });

    it("accepts an iPhone's HEIC photo and stores it as a JPEG, upright and without its metadata", async () => {
      const { app, database } = context();
      const heic = fs.readFileSync(path.join(__dirname, '../../fixtures/photos/member-photo.heic'));
      const response = await post(MEMBERSHIP_FIELDS, {
        memberProfile: { filename: 'IMG_4032.HEIC', contentType: 'image/heic', content: heic },
        aadharFile: { filename: 'a.pdf', contentType: 'application/pdf', content: PDF_BYTES },
      });
      expect(response.statusCode).toBe(201);
      const member = await personRowOf(database.db, memberships, response.json().receiptId);
      expect(member.photoKey).toMatch(/\.jpg$/);
      const stored = await app.payments.files.read(member.photoKey!);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 400 });
      expect(metadata.exif).toBeUndefined();
      // The fixture is a drawn portrait: a brown face on light blue, kept by the decoding.
      const { data } = await sharp(stored)
        .resize(1, 1, { position: 'top' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[2]).toBeGreaterThan(data[0]); // bluish on average
    }, 60_000);

    it('refuses a photo whose header claims more than 120 megapixels, saying so, before decoding it', async () => {
      // The HEIC fixture with its image size boxes (`ispe`) saying 20,000 x 20,000: 400 million pixels, which the
      // server must not decode (4 bytes a pixel); and a real PNG of 11,000 x 11,000 (121 million).
      const heic = Buffer.from(
        fs.readFileSync(path.join(__dirname, '../../fixtures/photos/member-photo.heic')),
      );
      let sizeBoxes = 0;
      for (let at = heic.indexOf('ispe'); at >= 0; at = heic.indexOf('ispe', at + 4), sizeBoxes += 1) {
        heic.writeUInt32BE(20_000, at + 8);
        heic.writeUInt32BE(20_000, at + 12);
      }
      expect(sizeBoxes).toBeGreaterThan(0);
      const png = await sharp({ create: { width: 11_000, height: 11_000, channels: 3, background: '#ddd' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      for (const memberProfile of [
        { filename: 'IMG_4033.HEIC', contentType: 'image/heic', content: heic },
        { filename: 'scan.png', contentType: 'image/png', content: png },
      ]) {
        const response = await post(MEMBERSHIP_FIELDS, {
          memberProfile,
          aadharFile: { filename: 'a.pdf', contentType: 'application/pdf', content: PDF_BYTES },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'Please correct the highlighted fields.',
          errors: { memberProfile: 'Photo must be at most 120 megapixels.' },
        });
      }
    }, 60_000);

    it('accepts a photo of exactly 15 MB (shrunk to 1600 px) and refuses one byte more with the clear message', async () => {
      const { app, database } = context();
      const exactly = await paddedPng(PHOTO_MAX_BYTES, { width: 2400, height: 1800 });
      expect(exactly.length).toBe(15 * 1024 * 1024);
      const accepted = await post(MEMBERSHIP_FIELDS, {
        memberProfile: { filename: 'big.png', contentType: 'image/png', content: exactly },
        aadharFile: { filename: 'a.pdf', contentType: 'application/pdf', content: PDF_BYTES },
      });
      expect(accepted.statusCode).toBe(201);
      const member = await personRowOf(database.db, memberships, accepted.json().receiptId);
      const stored = await app.payments.files.read(member.photoKey!);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
      expect(stored.length).toBeLessThan(1024 * 1024);

      const over = await post(MEMBERSHIP_FIELDS, {
        memberProfile: {
          filename: 'big.png',
          contentType: 'image/png',
          content: await paddedPng(PHOTO_MAX_BYTES + 1, { width: 2400, height: 1800 }),
        },
        aadharFile: { filename: 'a.pdf', contentType: 'application/pdf', content: PDF_BYTES },
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { memberProfile: 'Photo must be at most 15 MB.' },
      });
    }, 60_000);

    it('accepts a JPEG photo and a JPEG identity document', async () => {
      const jpeg = await jpegBytes();
      const response = await post(MEMBERSHIP_FIELDS, {
        memberProfile: { filename: 'me.jpeg', contentType: 'image/jpeg', content: jpeg },
        aadharFile: { filename: 'card.jpg', contentType: 'image/jpeg', content: jpeg },
      });
      expect(response.statusCode).toBe(201);
    });

    it('names every bad field with its message', async () => {
      const response = await post({
        first_name: 'A',
        middle_name: 'B1',
        surname: 'P',
        mobile: '12345',
        email: 'not-an-address',
        dob: '2020-13-40',
        gender: 'unknown',
        city: 'Kolhapur 1',
        tehsil: 'Karvir!',
        district: '123',
        state: 'M@h',
        pincode: '12',
        address: 'abc',
        dbjs_member: '0',
        magazine_member: '0',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Please correct the highlighted fields.');
      expect(body.errors).toEqual({
        ...BAD_PERSON_FIELD_MESSAGES,
        city: 'City should contain only letters.',
        dbjs_member: MESSAGES.membershipType,
      });
    });

    it('refuses an applicant under 18 and a missing form entirely', async () => {
      const young = new Date();
      const dob = `${young.getUTCFullYear() - 17}-01-01`;
      const under = await post({ ...MEMBERSHIP_FIELDS, dob });
      expect(under.statusCode).toBe(400);
      expect(under.json().errors).toEqual({ dob: MESSAGES.underAge });

      const empty = await post({}, {});
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors).sort()).toEqual(
        [
          'aadharFile',
          'address',
          'city',
          'dbjs_member',
          'district',
          'dob',
          'first_name',
          'gender',
          'memberProfile',
          'mobile',
          'pincode',
          'state',
          'surname',
          'tehsil',
        ].sort(),
      );
      expect(empty.json().errors.memberProfile).toBe('Photo is required.');
      expect(empty.json().errors.aadharFile).toBe('Identity document is required.');
    });

    it('judges files by their bytes: disguised, empty and oversized files are refused with 400', async () => {
      const before = await privateFiles();
      const png = await pngBytes();
      // The usual names and types of the two uploads; only the bytes differ.
      const pngPhoto = (content: Buffer) => ({ filename: 'me.png', contentType: 'image/png', content });
      const pdfIdentity = (content: Buffer) => ({
        filename: 'a.pdf',
        contentType: 'application/pdf',
        content,
      });
      const cases: { files: Parameters<typeof multipart>[1]; errors: Record<string, string> }[] = [
        {
          // A PDF renamed .jpg is not a photo (it would be a fine identity document).
          files: {
            memberProfile: { filename: 'me.jpg', contentType: 'image/jpeg', content: PDF_BYTES },
            aadharFile: pdfIdentity(PDF_BYTES),
          },
          errors: { memberProfile: MESSAGES.photoType },
        },
        {
          files: {
            memberProfile: pngPhoto(Buffer.from('<!doctype html><script>alert(1)</script>')),
            aadharFile: {
              filename: 'a.png',
              contentType: 'image/png',
              content: Buffer.from('<html><body>hi</body></html>'),
            },
          },
          errors: { memberProfile: MESSAGES.photoType, aadharFile: MESSAGES.identityType },
        },
        {
          files: {
            memberProfile: pngPhoto(Buffer.alloc(0)),
            aadharFile: pdfIdentity(Buffer.alloc(0)),
          },
          errors: { memberProfile: MESSAGES.fileEmpty, aadharFile: MESSAGES.fileEmpty },
        },
        {
          // A valid PNG header followed by junk does not decode.
          files: {
            memberProfile: pngPhoto(Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)])),
            aadharFile: pdfIdentity(PDF_BYTES),
          },
          errors: { memberProfile: MESSAGES.photoType },
        },
        {
          files: {
            memberProfile: pngPhoto(await paddedPng(PHOTO_MAX_BYTES + 1)),
            aadharFile: pdfIdentity(Buffer.concat([PDF_BYTES, Buffer.alloc(6 * 1024 * 1024, 32)])),
          },
          errors: { memberProfile: MESSAGES.photoSize, aadharFile: MESSAGES.identitySize },
        },
      ];
      for (const { files, errors } of cases) {
        const response = await post(MEMBERSHIP_FIELDS, files);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual(errors);
      }
      const { database } = context();
      expect(await database.db.select().from(orders)).toHaveLength(0);
      expect(await privateFiles()).toEqual(before);
    });

    it('answers 400, never 500, to bodies that are not multipart forms', async () => {
      const { app } = context();
      const bodies: Record<string, Pick<InjectOptions, 'headers' | 'payload'>> = {
        json: { payload: { first_name: 'Asha' } },
        broken: {
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nAsha',
        },
        noBoundary: { headers: { 'content-type': 'multipart/form-data' }, payload: 'first_name=Asha' },
        prototypeField: multipart(
          Object.fromEntries([
            ...Object.entries(MEMBERSHIP_FIELDS),
            ['__proto__', 'x'],
            ['constructor', 'y'],
          ]),
        ),
      };
      for (const [name, body] of Object.entries(bodies)) {
        const answer = await app.inject({ method: 'POST', url: '/api/joinus/joinnow', ...body });
        expect([name, answer.statusCode]).toEqual([name, 400]);
      }
    });

    it('answers 502 and stores nothing when the gateway cannot be reached', async () => {
      const { app, database } = context();
      const services = app.payments;
      const original = services.gateway.createOrder;
      services.gateway.createOrder = async () => {
        throw new Error('connect ECONNREFUSED');
      };
      try {
        const response = await post(MEMBERSHIP_FIELDS);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          message: 'The payment service is not reachable. Please try again in a few minutes.',
        });
      } finally {
        services.gateway.createOrder = original;
      }
      expect(await database.db.select().from(orders)).toHaveLength(0);
    });

    it('removes the stored uploads when the record cannot be saved', async () => {
      const { app } = context();
      const before = await privateFiles();
      const db = app.db as unknown as { transaction: unknown };
      const original = db.transaction;
      db.transaction = async () => {
        throw new Error('database went away');
      };
      try {
        const response = await post(MEMBERSHIP_FIELDS);
        expect(response.statusCode).toBe(500);
      } finally {
        db.transaction = original;
      }
      expect(await privateFiles()).toEqual(before);
    });
  },
  paymentSuite(),
);
