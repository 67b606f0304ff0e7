import { desc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { donations, enquiries, memberships } from '../../../src/server/db/schema';
import { MESSAGES } from '../../../src/shared/validation';
import { VALID_ENQUIRY } from '../helpers/enquiry';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import {
  DONATION_FIELDS,
  MEMBERSHIP_FIELDS,
  membershipFiles,
  multipart,
  personRowOf,
  type CreatedOrder,
} from './fixtures';

// Issue 9, defect 2: the server accepts a mobile number and a pincode as people paste them, normalised by the
// same shared rule as the browser's inputs (src/shared/validation/rules.ts), and stores the normalised value.
// What is not a separator or a country code is still refused with the field's message.

describeEachDatabase(
  'pasted mobile numbers and pincodes',
  (context) => {
    const postMembership = async (fields: Record<string, string>) =>
      context().app.inject({
        method: 'POST',
        url: '/api/joinus/joinnow',
        ...multipart({ ...MEMBERSHIP_FIELDS, ...fields }, await membershipFiles()),
      });
    const postDonation = (fields: Record<string, string>) =>
      context().app.inject({
        method: 'POST',
        url: '/api/donation/add',
        ...multipart({ ...DONATION_FIELDS, ...fields }),
      });
    const postEnquiry = (fields: Record<string, unknown>) =>
      context().app.inject({
        method: 'POST',
        url: '/api/fetch/contact-details/add',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...VALID_ENQUIRY, ...fields }),
      });

    /** The membership or donation row stored for a form the server took (201). */
    const storedRow = async (
      response: LightMyRequestResponse,
      table: typeof memberships | typeof donations,
    ) => {
      expect(response.statusCode).toBe(201);
      return personRowOf(context().db, table, (response.json() as CreatedOrder).receiptId);
    };

    it('membership: "+91 98220 12345" and "416 416" are accepted and stored as 9822012345 and 416416', async () => {
      const response = await postMembership({ mobile: '+91 98220 12345', pincode: '416 416' });
      expect(await storedRow(response, memberships)).toMatchObject({
        mobile: '9822012345',
        pincode: '416416',
      });
    });

    it('donation: "098220-12345" and "416-410" are accepted and stored normalised', async () => {
      const response = await postDonation({ mobile: '098220-12345', pincode: '416-410' });
      expect(await storedRow(response, donations)).toMatchObject({ mobile: '9822012345', pincode: '416410' });
    });

    it('contact: "+91 98220 12345" is accepted and stored as 9822012345', async () => {
      const response = await postEnquiry({ mobile_no: '+91 98220 12345' });
      expect(response.statusCode).toBe(201);
      const [stored] = await context().db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1);
      expect(stored.mobile).toBe('9822012345');
    });

    it('still refuses what is not a number, with the field messages and never a 500', async () => {
      const membership = await postMembership({ mobile: '+91 98220 abcde', pincode: '41a 416' });
      expect(membership.statusCode).toBe(400);
      expect(membership.json().errors).toMatchObject({ mobile: MESSAGES.mobile, pincode: MESSAGES.pincode });
      const donation = await postDonation({ mobile: '+1 (555) 0100', pincode: '416 41 67' });
      expect(donation.statusCode).toBe(400);
      expect(donation.json().errors).toMatchObject({ mobile: MESSAGES.mobile, pincode: MESSAGES.pincode });
      const enquiry = await postEnquiry({ mobile_no: '98220-1234' });
      expect(enquiry.statusCode).toBe(400);
      expect(enquiry.json().errors).toMatchObject({ mobile_no: MESSAGES.mobile });
    });
  },
  paymentSuite(),
);
