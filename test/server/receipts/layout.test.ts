import sharp from 'sharp';
import { chargesFor } from '../../../src/shared/money';
import { LANGUAGES, type Language } from '../../../src/shared/i18n/languages';
import { ADDRESS_MAX, NAME_MAX } from '../../../src/shared/validation/rules';
import { fontRuns, renderReceiptPdf } from '../../../src/server/receipts/pdf';
import { renderForm10bePdf, type Form10beRow } from '../../../src/server/receipts/form10bePdf';
import { oneLineAddress } from '../../../src/server/receipts/pdfLayout';
import type { ReceiptLegal, ReceiptRecord } from '../../../src/server/repositories/receipts';
import { pdfText } from '../helpers/pdfText';

// The receipts' and certificates' layout (receipts/pdfLayout.ts): the worst realistic documents (the forms' longest
// name and address, a PAN, the Sabha's full receipt settings and a signatory, in every language) fit on one A4 page
// with the signatory on it; a sandbox document carries a watermark and no signature image.

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const images = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image\b/g) ?? []).length;
const count = (text: string, part: string) => text.split(part).length - 1;

const fill = (text: string, length: number) =>
  text
    .repeat(Math.ceil(length / text.length))
    .slice(0, length)
    .trim();
const longName = {
  firstName: fill('Bhagyashree Padmavati ', NAME_MAX),
  middleName: fill('Chandrashekhar Annasaheb ', NAME_MAX),
  surname: fill("Upadhye-Chougule D'Souza ", NAME_MAX),
};
const longAddress = fill(
  'Flat No. 1203, Shree Parshwanath Co-operative Housing Society, Near Jain Mandir, ',
  ADDRESS_MAX,
);
const SIGNATORY = 'Shri Bhalchandra Annasaheb Patil';

let legal: ReceiptLegal;
beforeAll(async () => {
  const signaturePng = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><path d="M10 60 C 60 10, 90 70, 140 30" stroke="#123" stroke-width="4" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  legal = {
    pan: 'AAATD1234E',
    urn_80g: 'AAATD1234EF20214',
    approved_80g_on: '2021-05-28',
    valid_80g_from: '2021-05-28',
    valid_80g_until: '2026-03-31',
    registration_12ab: 'AAATD1234EE20214',
    // A comma typed before a line break: printed once.
    registered_address: 'Dakshin Bharat Jain Sabha Bhavan,\n1120 Shivaji Chowk, Sangli\nMaharashtra 416416',
    signatory_name: SIGNATORY,
    signatory_designation: 'General Secretary',
    signaturePng,
  };
});

function order(language: Language, overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    kind: 'donation',
    receiptId: 'DBJS-D-abcdefghijklmnop',
    gatewayOrderId: 'order_ABCDEFGHIJKLMN',
    gateway: 'razorpay',
    language,
    currency: 'INR',
    status: 'paid',
    paymentId: 'pay_ABCDEFGHIJKLMN',
    failureReason: null,
    receiptNumber: 'DBJS/D/2025-26/00007',
    receiptToken: 'f'.repeat(32),
    paidAt: new Date('2025-07-04T10:00:00Z'),
    subscriptionId: null,
    channel: 'online',
    receiptCancelledAt: null,
    refundedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...chargesFor(9_999_999),
    ...overrides,
  };
}

const person = {
  id: 1,
  orderId: 1,
  ...longName,
  mobile: '9123456780',
  email: 'a.very.long.email.address.for.testing@example-domain-of-the-sabha.org',
  dob: '1985-11-02',
  gender: 'male',
  city: 'Sangli Miraj Kupwad',
  tehsil: 'Miraj',
  district: 'Sangli',
  state: 'Maharashtra',
  pincode: '416416',
  address: longAddress,
  erasedAt: null,
  createdAt: new Date(),
};
const donor = {
  ...person,
  pan: 'ABCPD1234F',
  donationType: 'cost_of_education',
  frequency: 'Monthly',
  updatesConsent: false,
};
const member = {
  ...person,
  dbjsMember: true,
  magazineMember: true,
  photoKey: null,
  identityKey: null,
  identityDeletedAt: null,
  approval: 'awaiting',
  membershipNumber: null,
  approvalDecidedAt: null,
  approvalDecidedBy: null,
  rejectionReason: null,
};

const record = (value: Record<string, unknown>) =>
  ({ sabhaAddress: 'Sabha office, Sangli', legal, ...value }) as unknown as ReceiptRecord;

/** The worst realistic receipts of a language: each must fit on one page. */
function worstReceipts(language: Language): Array<[string, ReceiptRecord]> {
  return [
    [
      'an online monthly donation',
      record({ kind: 'donation', order: order(language, { subscriptionId: 12 }), person: donor }),
    ],
    [
      'a cheque donation reissued',
      record({
        kind: 'donation',
        order: order(language, {
          ...chargesFor(100_000_000),
          gatewayChargePaise: 0,
          gstPaise: 0,
          totalPaise: 100_000_000,
          channel: 'offline',
          gateway: 'office',
          paymentId: null,
        }),
        person: { ...donor, frequency: 'One Time', donationType: 'corpus' },
        replacesNumber: 'DBJS/D/2025-26/00006',
        offline: {
          id: 1,
          orderId: 1,
          mode: 'cheque',
          instrumentNumber: '004512',
          bank: 'Bank of Maharashtra, Sangli Main Branch',
          instrumentDate: '2025-06-30',
          recordedBy: 1,
          createdAt: new Date(),
        },
      }),
    ],
    [
      'a sandbox donation of ₹1.50',
      record({
        kind: 'donation',
        order: order(language, {
          ...chargesFor(150),
          gateway: 'sandbox',
          receiptNumber: 'DBJS/TEST/D/2025-26/00003',
        }),
        person: donor,
      }),
    ],
    [
      'a membership',
      record({
        kind: 'membership',
        order: order(language, {
          kind: 'membership',
          ...chargesFor(200_000),
          receiptNumber: 'DBJS/M/2025-26/00011',
        }),
        person: member,
      }),
    ],
  ];
}

describe('receipt layout', () => {
  for (const language of LANGUAGES) {
    it(`fits the longest name and address, a PAN and the full settings on one page (${language})`, async () => {
      for (const [name, receipt] of worstReceipts(language)) {
        const pdf = await renderReceiptPdf(receipt);
        const text = pdfText(pdf);
        expect({ name, pages: pages(pdf) }).toEqual({ name, pages: 1 });
        // One page: the signatory and the receipt's number are on it together.
        expect(text).toContain(SIGNATORY);
        expect(text).toContain(receipt.order.receiptNumber);
        expect(text).not.toContain(',,');
        expect(text).toContain('Bhavan, 1120 Shivaji Chowk');
      }
    }, 60_000);
  }

  it('marks a sandbox receipt with a watermark and leaves the signature image out', async () => {
    const real = record({ kind: 'donation', order: order('en'), person: donor });
    const sandbox = record({ kind: 'donation', order: order('en', { gateway: 'sandbox' }), person: donor });
    const realPdf = await renderReceiptPdf(real);
    const sandboxPdf = await renderReceiptPdf(sandbox);
    // The notice under the title, and the watermark's heading and the rest of the notice across the page.
    expect(count(pdfText(realPdf), 'SANDBOX TEST RECEIPT')).toBe(0);
    expect(count(pdfText(sandboxPdf), 'SANDBOX TEST RECEIPT')).toBe(2);
    expect(count(pdfText(sandboxPdf), 'not valid for any purpose')).toBe(2);
    // The emblem stays; the signature image goes (its PNG and its alpha mask).
    expect(images(sandboxPdf)).toBeLessThan(images(realPdf));
    expect(pdfText(sandboxPdf)).toContain(SIGNATORY);
  });

  it('keeps Latin letters bold in bold Kannada, and Latin values in the language’s Noto Sans', () => {
    const heading = fontRuns('ಆದಾಯ ತೆರಿಗೆ ಕಾಯ್ದೆ 80G', true, 'kn');
    const g = heading.find((run) => run.text.includes('G'));
    expect(g?.font).toMatch(/Devanagari_700Bold|Serif_700Bold/);
    expect(heading.find((run) => run.text.includes('ಆದಾಯ'))?.font).toMatch(/Kannada_700Bold/);
    expect(fontRuns('DBJS/D/2025-26/00007', false, 'mr')).toEqual([
      { font: expect.stringMatching(/NotoSansDevanagari_400Regular/), text: 'DBJS/D/2025-26/00007' },
    ]);
    expect(fontRuns('DBJS/D/2025-26/00007', false, 'en')[0].font).toMatch(/NotoSerif_400Regular/);
  });

  it('prints an address typed over several lines on one line, without doubled commas', () => {
    expect(oneLineAddress('Jain Sabha Bhavan,\n1120 Shivaji Chowk , \r\n\nSangli\nMaharashtra 416416 ')).toBe(
      'Jain Sabha Bhavan, 1120 Shivaji Chowk, Sangli, Maharashtra 416416',
    );
  });
});

describe('Form 10BE layout', () => {
  const certificate = (rows: Form10beRow[]) =>
    renderForm10bePdf({
      certificateNumber: 'DBJS/10BE/2025-26/00001',
      fy: 2025,
      issuedAt: new Date('2026-06-15T05:00:00Z'),
      acknowledgement: '123456789012345',
      filedOn: '2026-05-20',
      donor: {
        name: [longName.firstName, longName.middleName, longName.surname].join(' '),
        address: `${longAddress}, Miraj, Sangli, Maharashtra, 416416`,
        pan: 'ABCPD1234F',
      },
      rows,
      legal,
      sabhaAddress: '',
    });
  const electronic = 'Electronic modes including account payee cheque/draft';
  const row = (type: string, mode: string, paise: number): Form10beRow => ({
    type,
    mode,
    paise,
    cashAboveLimitPaise: 0,
  });
  const five = [
    row('Specific grant', electronic, 2_548_000),
    row('Corpus', 'Cash', 150_000),
    row('Others', electronic, 150),
    row('Corpus', electronic, 1_000_000),
    row('Others', 'Cash', 100_000),
  ];

  it('fits five rows with the longest name and address on one page, the signatory with it', async () => {
    const pdf = await certificate(five);
    const text = pdfText(pdf);
    expect(pages(pdf)).toBe(1);
    expect(text).toContain(SIGNATORY);
    expect(text).toContain('General Secretary');
    expect(text).toContain('DBJS/10BE/2025-26/00001');
    expect(text).not.toContain(',,');
    expect(text).toContain('Bhavan, 1120 Shivaji Chowk');
  });

  it('numbers the pages of a certificate too long for one, with its number on each', async () => {
    const pdf = await certificate([...five, ...five, ...five]);
    const text = pdfText(pdf);
    const total = pages(pdf);
    expect(total).toBeGreaterThan(1);
    for (let page = 1; page <= total; page += 1) expect(text).toContain(`Page ${page} / ${total}`);
    // The title's number, and once more at the head of each page.
    expect(count(text, 'DBJS/10BE/2025-26/00001')).toBeGreaterThanOrEqual(total + 1);
    // The signatory's block is whole: 'For the Sabha', the name and the designation in a row.
    expect(text).toMatch(new RegExp(`For Dakshin Bharat Jain Sabha ${SIGNATORY} General Secretary`));
  });
});
