import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { donations } from '../../../src/server/db/schema';
import { MESSAGES } from '../../../src/shared/validation';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import {
  BAD_PERSON_FIELD_MESSAGES,
  DONATION_FIELDS,
  createDonation,
  currentSeries,
  multipart,
  orderRow,
  payAndVerify,
  receiptsSent,
} from './fixtures';

describeEachDatabase(
  'POST /api/donation/add',
  (context) => {
    const post = (fields: Record<string, string>) =>
      context().app.inject({ method: 'POST', url: '/api/donation/add', ...multipart(fields) });

    it('completes a donation through the sandbox with a D-series receipt, mail and PDF', async () => {
      const { app, database, dataDir } = context();
      const created = await createDonation(app);
      // ₹1000 + 2% (₹20) + 18% GST of the charge (₹3.60)
      expect(created).toEqual({
        orderId: expect.stringMatching(/^order_/),
        receiptId: expect.stringMatching(/^DBJS-D-[0-9A-Za-z]{16}$/),
        amount: 102_360,
        currency: 'INR',
      });
      const order = await orderRow(database.db, created.receiptId);
      const [donation] = await database.db.select().from(donations).where(eq(donations.orderId, order.id));
      expect(donation).toMatchObject({
        firstName: 'Rahul',
        surname: 'Chougule',
        pan: 'ABCDE1234F',
        donationType: 'cost_of_education',
        frequency: 'One Time',
        updatesConsent: true,
      });
      expect(order).toMatchObject({
        basePaise: 100_000,
        gatewayChargePaise: 2000,
        gstPaise: 360,
        totalPaise: 102_360,
      });

      const answer = await payAndVerify(app, 'donation', created);
      expect(answer.json()).toMatchObject({ success: true, receiptNumber: `${currentSeries('D')}00001` });

      await receiptsSent(app);
      const outbox = path.join(dataDir, 'outbox');
      const [mailFile] = fs.readdirSync(outbox);
      const mail = fs.readFileSync(path.join(outbox, mailFile), 'utf8');
      expect(mail).toContain('To: rahul.chougule@example.com');
      expect(mail).toContain('[Sandbox] Your donation receipt');
      const pdf = await app.inject({ method: 'GET', url: answer.json().receiptUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    });

    it('takes the amount from donation_amount only; an amount field is ignored', async () => {
      const { app } = context();
      expect((await createDonation(app, { donation_amount: '500', amount: '1' })).amount).toBe(51_180);
      expect((await createDonation(app, { donation_amount: '2,000' })).amount).toBe(204_720);
      expect((await createDonation(app, { donation_amount: '1234.50' })).amount).toBe(126_363);
    });

    it('names every bad field with its message', async () => {
      const response = await post({
        first_name: '1',
        middle_name: 'x',
        surname: '',
        mobile: 'abc',
        email: 'a@b',
        dob: '14/05/1990',
        gender: '',
        city: '',
        tehsil: 'T1',
        district: 'D#',
        state: '9',
        pincode: '1234567',
        address: '',
        donation_type: 'holiday',
        donation_amount: 'lots',
        donation_frequency: 'Hourly',
        pan: 'ABC',
        certification: '0',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        ...BAD_PERSON_FIELD_MESSAGES,
        city: 'City is required.',
        donation_type: MESSAGES.donationType,
        donation_amount: MESSAGES.donationAmount,
        donation_frequency: MESSAGES.donationFrequency,
        pan: MESSAGES.pan,
        certification: MESSAGES.consent,
      });
    });

    it('refuses amounts below ₹1 and above ₹10,00,000, and a missing certification', async () => {
      for (const donation_amount of ['0', '0.50', '1000000.01', '-5']) {
        const response = await post({ ...DONATION_FIELDS, donation_amount });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ donation_amount: MESSAGES.donationAmount });
      }
      const { certification: _omitted, ...withoutCertification } = DONATION_FIELDS;
      const response = await post(withoutCertification);
      expect(response.json().errors).toEqual({ certification: MESSAGES.consent });
    });

    it('ignores any file sent with a donation and keeps optional fields optional', async () => {
      const { app } = context();
      const body = multipart(
        { ...DONATION_FIELDS, email: '', pan: '', middle_name: '', updates_consent: '0' },
        {
          memberProfile: {
            filename: 'x.png',
            contentType: 'image/png',
            content: Buffer.from('not an image'),
          },
        },
      );
      const response = await app.inject({ method: 'POST', url: '/api/donation/add', ...body });
      expect(response.statusCode).toBe(201);
    });
  },
  paymentSuite(),
);
