import fs from 'node:fs';
import path from 'node:path';
import { describeEachDatabase } from '../helpers/harness';
import { asAdmin, signIn, type AdminSession } from '../admin/adminHelpers';
import { SEED_EVENTS } from '../../../src/server/db/seed/content';
import { settingsResponseSchema, type Event } from '../../../src/shared/schemas';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { SITE_DOCUMENT_MESSAGES } from '../../../src/shared/validation/siteDocuments';

// Issue 9, defects 6 and 9: the bank accounts and the Form 10AC order are site settings the office enters in the
// console (never SAMPLE values in the public site), and the demo content has no photos of an event still to come
// and no made-up YouTube links.

const API_FIELDS = [
  'facebook_url',
  'twitter_url',
  'insta_url',
  'linkedin_url',
  'youtube_url',
  'contact_address',
  'contact_mobile',
  'contact_email',
  'site_copyright',
];

const ACCOUNT = {
  account_name: 'Dakshin Bharat Jain Sabha',
  bank_name: 'Bank of Maharashtra',
  branch: 'Sangli Main',
  account_number: '6012 3456 789',
  ifsc: 'mahb0000123',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function multipart(name: string, bytes: Buffer) {
  const boundary = `----dbjsdocs${Date.now()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="order.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachDatabase('site settings: bank accounts and Form 10AC', (server) => {
  let session: AdminSession;
  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });
  const publicSettings = async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/fetch/settings' });
    expect(response.statusCode).toBe(200);
    return settingsResponseSchema.parse(response.json()).result[0];
  };
  const adminSettings = async () =>
    (await asAdmin(server().app, session, { method: 'GET', url: '/api/admin/settings' })).json().result;
  const put = (body: object) =>
    asAdmin(server().app, session, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: body as Record<string, unknown>,
    });

  it('the seeded settings keep every original field and have no bank account and no Form 10AC', async () => {
    const settings = await publicSettings();
    for (const field of API_FIELDS) expect(typeof settings[field as keyof typeof settings]).toBe('string');
    expect(settings.bank_accounts).toEqual([]);
    expect(settings.form_10ac_url).toBe('');
    expect(settings.identity_retention_days).toBeNull();
  });

  it('the office saves two accounts, tidied, and the public settings answer them', async () => {
    const saved = await adminSettings();
    const second = { ...ACCOUNT, account_name: 'Pragati and Jinvijay', account_number: '601234567890' };
    const response = await put({ ...saved, bank_accounts: [ACCOUNT, second] });
    expect(response.statusCode).toBe(200);
    const settings = await publicSettings();
    expect(settings.bank_accounts).toEqual([
      { ...ACCOUNT, account_number: '60123456789', ifsc: 'MAHB0000123' },
      { ...second, ifsc: 'MAHB0000123' },
    ]);
    // Saving the other settings without the field leaves the accounts as they are.
    const { bank_accounts: _accounts, form_10ac_url: _url, ...rest } = await adminSettings();
    expect((await put(rest)).statusCode).toBe(200);
    expect((await publicSettings()).bank_accounts).toHaveLength(2);
  });

  it.each([
    ['a bad IFSC', [{ ...ACCOUNT, ifsc: 'SMPL001' }], 'bank_accounts.0.ifsc', SITE_DOCUMENT_MESSAGES.ifsc],
    [
      'a short account number',
      [ACCOUNT, { ...ACCOUNT, account_number: '12345' }],
      'bank_accounts.1.account_number',
      SITE_DOCUMENT_MESSAGES.accountNumber,
    ],
    [
      'an empty bank name',
      [{ ...ACCOUNT, bank_name: '  ' }],
      'bank_accounts.0.bank_name',
      'Bank is required.',
    ],
    ['three accounts', [ACCOUNT, ACCOUNT, ACCOUNT], 'bank_accounts', SITE_DOCUMENT_MESSAGES.tooManyAccounts],
    [
      'an account that is not an object',
      ['SAMPLE BANK'],
      'bank_accounts.0.account_name',
      'Account name is required.',
    ],
  ])('%s is a 400 naming the field, and nothing changes', async (_label, accounts, field, message) => {
    const before = await publicSettings();
    const response = await put({ ...(await adminSettings()), bank_accounts: accounts });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await publicSettings()).toEqual(before);
  });

  it.each([
    'javascript:alert(1)',
    'http://example.org/10ac.pdf',
    'uploads/../keys/x.pdf',
    '/documents/x.pdf',
  ])('a Form 10AC link %j is refused', async (link) => {
    const response = await put({ ...(await adminSettings()), form_10ac_url: link });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.form_10ac_url).toBe(SITE_DOCUMENT_MESSAGES.form10acUrl);
    expect((await publicSettings()).form_10ac_url).toBe('');
  });

  it('an https link to the order is kept as given', async () => {
    const link = 'https://example.org/dbjs/form-10ac.pdf';
    expect((await put({ ...(await adminSettings()), form_10ac_url: link })).statusCode).toBe(200);
    expect((await publicSettings()).form_10ac_url).toBe(link);
  });

  it('an uploaded PDF is served publicly; a replacement deletes the old file; a non-PDF is refused', async () => {
    const upload = (bytes: Buffer) => {
      const body = multipart('form_10ac', bytes);
      return asAdmin(server().app, session, {
        method: 'POST',
        url: '/api/admin/settings/form-10ac',
        payload: body.payload,
        headers: body.headers,
      });
    };
    const first = await upload(PDF);
    expect(first.statusCode).toBe(200);
    const firstPath = (await publicSettings()).form_10ac_url;
    expect(firstPath).toMatch(/^uploads\/documents\/form-10ac-[0-9a-f]{12}\.pdf$/);
    const served = await server().app.inject({ method: 'GET', url: `/api/${firstPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/pdf/);
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const refused = await upload(Buffer.from('<html><script>alert(1)</script></html>'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.form_10ac).toBe(SITE_DOCUMENT_MESSAGES.form10acFile);
    expect((await publicSettings()).form_10ac_url).toBe(firstPath);

    const second = await upload(Buffer.concat([PDF, Buffer.from('% second version\n')]));
    expect(second.statusCode).toBe(200);
    const secondPath = (await publicSettings()).form_10ac_url;
    expect(secondPath).not.toBe(firstPath);
    expect((await server().app.inject({ method: 'GET', url: `/api/${firstPath}` })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(server().dataDir, firstPath))).toBe(false);

    // Emptying the link hides the button and removes the uploaded file.
    expect((await put({ ...(await adminSettings()), form_10ac_url: '' })).statusCode).toBe(200);
    expect((await publicSettings()).form_10ac_url).toBe('');
    expect(fs.existsSync(path.join(server().dataDir, secondPath))).toBe(false);
  });

  it('the upload needs a signed-in office user', async () => {
    const body = multipart('form_10ac', PDF);
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/admin/settings/form-10ac',
      payload: body.payload,
      headers: body.headers,
    });
    expect([401, 403]).toContain(response.statusCode);
  });

  it('no seeded event in the future has photos, and the coming AGM has none', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/fetch/events?per_page=50' });
    const events = response.json().data as Event[];
    const today = toIsoDate(todayInIndia());
    for (const event of events) if (event.event_date > today) expect(event.event_gallery).toEqual([]);
    const agm = events.find((event) => event.event_name === 'Annual General Meeting');
    expect(agm?.event_gallery).toEqual([]);
  });

  it('no seeded event carries a made-up YouTube link', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/api/fetch/events?per_page=50' });
    for (const event of response.json().data as Event[]) expect(event.youtube_url).toBeNull();
  });
});

describe('demo content and public files (no database)', () => {
  it('the Annual General Meeting, still to come, has no photo gallery', () => {
    const agm = SEED_EVENTS.find((event) => event.key === 'annual-general-meeting-2026');
    expect(agm?.galleryCount).toBe(0);
  });

  it('no sample Form 10AC is in the public files, and no script writes one there', () => {
    const publicDir = path.join(__dirname, '../../../public');
    const documents = path.join(publicDir, 'documents');
    const files = fs.existsSync(documents) ? fs.readdirSync(documents) : [];
    expect(files.filter((file) => /10ac|sample/i.test(file))).toEqual([]);
    // The image scripts draw pictures only; none writes a made-up 10AC order into public/.
    const scriptsDir = path.join(__dirname, '../../../scripts');
    for (const script of fs.readdirSync(scriptsDir)) {
      const text = fs.readFileSync(path.join(scriptsDir, script), 'utf8');
      expect([script, /form-10ac[\w-]*\.pdf/i.test(text)]).toEqual([script, false]);
    }
  });
});
