import { SEED_RECEIPT_DETAILS } from '../../../src/server/db/seed/receiptDetails';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { describeEachDatabase } from '../helpers/harness';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// The dashboard warns while receipts would print the demo site's legal details, or while the 80G approval is
// missing or not in force today (shared/validation/receiptDetails.ts receiptDetailsWarning): the office saw
// nothing before, and recorded real cash under "DEMOT0000X" and an approval that had ended.

const REAL = {
  ...SEED_RECEIPT_DETAILS,
  pan: 'AAATD1234E',
  urn_80g: 'AAATD1234EF20264',
  registration_12ab: 'AAATD1234EE20264',
  registered_address: 'Sabha Bhavan, 1120 Shivaji Chowk, Sangli 416416',
  signatory_name: 'Bhalchandra Patil',
  signatory_designation: 'General Secretary',
};

describeEachDatabase('the dashboard on the receipt details', (server) => {
  let owner: AdminSession;
  const as = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    asAdmin(server().app, owner, { method, url, payload: payload as Record<string, unknown> });
  const warning = async () => (await as('GET', '/api/admin/dashboard')).json().receipt_details_warning;
  const save = async (details: object) =>
    expect((await as('PUT', '/api/admin/settings/receipt-details', details)).statusCode).toBe(200);

  beforeAll(async () => {
    owner = await signIn(server().app, server().db);
  });

  it("names the demo details while they are in place, and nothing once the Sabha's own are in force", async () => {
    expect(await warning()).toMatch(/^Receipts print the demo site's legal details/);
    await save(REAL);
    expect(await warning()).toBeNull();
  });

  it('says when the 80G approval has ended, has not begun or is missing', async () => {
    const today = toIsoDate(todayInIndia());
    const year = Number(today.slice(0, 4));
    await save({ ...REAL, valid_80g_from: `${year - 6}-04-01`, valid_80g_until: `${year - 1}-03-31` });
    expect(await warning()).toMatch(/^The 80G approval's validity ended on 31st March, \d{4}/);
    await save({ ...REAL, valid_80g_from: `${year + 1}-04-01`, valid_80g_until: `${year + 6}-03-31` });
    expect(await warning()).toMatch(/^The 80G approval is valid only from 1st April, \d{4}/);
    await save({ ...REAL, urn_80g: '', approved_80g_on: '', valid_80g_from: '', valid_80g_until: '' });
    expect(await warning()).toMatch(/^No 80G approval number \(URN\) is saved/);
  });
});
