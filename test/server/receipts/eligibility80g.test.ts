import { form10bd, type Form10bdDonation } from '../../../src/server/admin/exports';
import { approvalProblem, donorsOf } from '../../../src/server/admin/form10be';
import { renderForm10bePdf } from '../../../src/server/receipts/form10bePdf';
import { renderReceiptPdf } from '../../../src/server/receipts/pdf';
import type { ReceiptLegal, ReceiptRecord } from '../../../src/server/repositories/receipts';
import { approval80gOn } from '../../../src/shared/validation/receiptDetails';
import { pdfText } from '../helpers/pdfText';

// Section 80G on donation receipts and Form 10BE certificates: a receipt claims the deduction only under an
// approval in force on the day of payment (a URN, and that day within the validity dates that are set), names no
// eligible amount for a cash donation of more than ₹2,000 (section 80G(5D)), and puts each case of the approval
// into one sentence per language. Form 10BE applies the cash rule per donation, never on a row's total, and is not
// made for donations the approval did not cover.

const legal: ReceiptLegal = {
  pan: 'AAATD1234E',
  urn_80g: 'AAATD1234EF20214',
  approved_80g_on: '2021-05-28',
  valid_80g_from: '2021-05-28',
  valid_80g_until: '2026-03-31',
  registration_12ab: 'AAATD1234EE20214',
  registered_address: 'Sabha Bhavan, Sangli',
  signatory_name: '',
  signatory_designation: '',
  signaturePng: null,
};

const order = {
  id: 1,
  kind: 'donation' as const,
  receiptId: 'DBJS-D-abcdefghijklmnop',
  gatewayOrderId: 'order_ABCDEFGHIJKLMN',
  gateway: 'razorpay',
  language: 'en',
  basePaise: 100_000,
  gatewayChargePaise: 2000,
  gstPaise: 360,
  totalPaise: 102_360,
  currency: 'INR',
  status: 'paid' as const,
  paymentId: 'pay_ABCDEFGHIJKLMN',
  failureReason: null,
  receiptNumber: 'DBJS/D/2025-26/00007',
  receiptToken: 'f'.repeat(32),
  paidAt: new Date('2025-07-04T10:00:00Z'),
  subscriptionId: null,
  channel: 'online' as const,
  receiptCancelledAt: null,
  refundedAt: null,
  createdAt: new Date('2025-07-04T09:55:00Z'),
  updatedAt: new Date('2025-07-04T10:00:00Z'),
};

const person = {
  id: 1,
  orderId: 1,
  firstName: 'Rahul',
  middleName: '',
  surname: 'Chougule',
  mobile: '9123456780',
  email: 'rahul@example.com',
  dob: '1985-11-02',
  gender: 'male',
  address: '7 Station Road',
  tehsil: 'Miraj',
  city: 'Sangli',
  district: 'Sangli',
  state: 'Maharashtra',
  pincode: '416410',
  erasedAt: null,
  createdAt: new Date(),
  pan: 'ABCDE1234F',
  donationType: 'general',
  frequency: 'One Time',
  updatesConsent: false,
};

const cashAtTheOffice = {
  id: 1,
  orderId: 1,
  mode: 'cash',
  instrumentNumber: '',
  bank: '',
  instrumentDate: null,
  recordedBy: 1,
  createdAt: new Date(),
};

/** The text of a donation receipt; `offlineCash` makes it cash received at the office. */
async function receiptText(
  change: {
    basePaise?: number;
    paidAt?: Date;
    language?: string;
    offlineCash?: boolean;
  },
  /** The receipt details; null for none saved. */
  legalDetails: ReceiptLegal | null = legal,
): Promise<string> {
  const base = change.basePaise ?? order.basePaise;
  const offline = change.offlineCash
    ? {
        channel: 'offline' as const,
        gateway: 'office',
        paymentId: null,
        gatewayChargePaise: 0,
        gstPaise: 0,
        totalPaise: base,
      }
    : { totalPaise: base + 2360 };
  const record = {
    kind: 'donation',
    order: {
      ...order,
      basePaise: base,
      paidAt: change.paidAt ?? order.paidAt,
      language: change.language ?? 'en',
      ...offline,
    },
    person,
    sabhaAddress: '',
    legal: legalDetails ?? undefined,
    ...(change.offlineCash ? { offline: cashAtTheOffice } : {}),
  } as unknown as ReceiptRecord;
  return pdfText(await renderReceiptPdf(record, { compress: false }));
}

describe('section 80G on donation receipts', () => {
  it('names no eligible amount for a cash donation of ₹5,000 (section 80G(5D))', async () => {
    const text = await receiptText({ basePaise: 500_000, offlineCash: true });
    expect(text).not.toContain('The eligible amount is the donation');
    expect(text).toContain(
      'The eligible amount is nil: this donation was made in cash, and a cash donation of more than ₹2,000 is not eligible for deduction under section 80G (section 80G(5D)).',
    );
  });

  it('keeps a cash donation of ₹2,000 eligible', async () => {
    const text = await receiptText({ basePaise: 200_000, offlineCash: true });
    expect(text).toContain('The eligible amount is the donation of ₹2,000.00.');
    expect(text).not.toContain('80G(5D)');
  });

  it('claims no deduction for a donation paid after the approval ended', async () => {
    const text = await receiptText({ paidAt: new Date('2026-04-05T06:00:00Z') });
    expect(text).not.toContain('are eligible for deduction');
    expect(text).not.toContain('The eligible amount');
    expect(text).not.toContain('Form 10BD');
    expect(text).toContain(
      'The approval of Dakshin Bharat Jain Sabha under section 80G of the Income-tax Act, 1961 (URN AAATD1234EF20214) was valid until 31st March, 2026 and was not in force on 5th April, 2026, the date of this donation: this receipt cannot be used to claim a deduction under that section.',
    );
    // The last day of the validity is still covered (India time: 23:55 on 31 March).
    const lastDay = await receiptText({ paidAt: new Date('2026-03-31T18:25:00Z') });
    expect(lastDay).toContain('are eligible for deduction under section 80G');
  });

  it('claims no deduction for a donation paid before the approval starts', async () => {
    const text = await receiptText({ paidAt: new Date('2021-05-01T06:00:00Z') });
    expect(text).not.toContain('are eligible for deduction');
    expect(text).toContain('is valid from 28th May, 2021 and was not in force on 1st May, 2021');
  });

  it('claims no deduction without an 80G approval number, with or without receipt details', async () => {
    for (const details of [
      { ...legal, urn_80g: '', approved_80g_on: '', valid_80g_from: '', valid_80g_until: '' },
      null,
    ]) {
      const text = await receiptText({}, details);
      expect(text).not.toContain('are eligible for deduction');
      expect(text).not.toContain('The eligible amount');
      expect(text).toContain(
        'No approval of Dakshin Bharat Jain Sabha under section 80G of the Income-tax Act, 1961 is recorded for 4th July, 2025, the date of this donation: this receipt cannot be used to claim a deduction under that section.',
      );
    }
  });

  it('claims the deduction under an approval in force, with its number, date and validity', async () => {
    const text = await receiptText({});
    expect(text).toContain(
      'under approval number (URN) AAATD1234EF20214 dated 28th May, 2021, valid from 28th May, 2021 to 31st March, 2026, subject to the conditions and limits of that section.',
    );
    expect(text).toContain('The eligible amount is the donation of ₹1,000.00;');
  });

  it('writes the approval in Marathi as one sentence, the approval date not run into the validity', async () => {
    const text = (await receiptText({ language: 'mr' })).normalize('NFD');
    expect(text).not.toContain('2021, 28 मे');
    expect(text).toContain('28 मे, 2021 रोजीच्या व 28 मे, 2021 ते 31'.normalize('NFD'));
  });
});

describe('approval80gOn', () => {
  it('is in force with a URN on the days the validity dates that are set allow', () => {
    expect(approval80gOn(legal, '2026-03-31')).toBe('in-force');
    expect(approval80gOn(legal, '2026-04-01')).toBe('ended');
    expect(approval80gOn(legal, '2021-05-27')).toBe('not-yet');
    expect(approval80gOn({ ...legal, valid_80g_from: '', valid_80g_until: '' }, '2040-01-01')).toBe(
      'in-force',
    );
    expect(approval80gOn({ ...legal, urn_80g: '' }, '2025-07-04')).toBe('no-approval');
    expect(approval80gOn(undefined, '2025-07-04')).toBe('no-approval');
  });
});

describe('Form 10BE and section 80G(5D)', () => {
  const donation = (
    basePaise: number,
    mode: 'cash' | 'electronic',
    receiptNumber: string,
    paidOn = '2025-10-01',
  ) =>
    ({
      ...person,
      basePaise,
      mode,
      erased: false,
      receiptNumber,
      paidOn,
    }) as Form10bdDonation;

  const certificateText = async (donations: Form10bdDonation[]) => {
    const [donor] = donorsOf(form10bd(donations).groups);
    return pdfText(
      await renderForm10bePdf({
        certificateNumber: 'DBJS/10BE/2025-26/00001',
        fy: 2025,
        issuedAt: new Date('2026-06-15T05:00:00Z'),
        acknowledgement: '123456789012345',
        filedOn: '2026-05-20',
        donor,
        rows: donor.rows,
        legal,
        sabhaAddress: '',
      }),
    );
  };

  it('applies the ₹2,000 cash limit per donation, never on a row of the statement', async () => {
    // Two cash gifts of ₹1,500: one row of ₹3,000, every rupee eligible.
    const small = [donation(150_000, 'cash', 'D/1'), donation(150_000, 'cash', 'D/2')];
    expect(form10bd(small).groups).toEqual([
      expect.objectContaining({ paise: 300_000, cashAboveLimitPaise: 0 }),
    ]);
    const smallText = await certificateText(small);
    expect(smallText).toContain('₹3,000.00');
    expect(smallText).not.toContain('80G(5D)');
    expect(smallText).toContain('The donor may claim the deduction under section 80G for these donations');

    // ₹5,000 and ₹1,500 in cash, ₹1,000 by cheque: only the ₹5,000 is excluded.
    const mixed = [
      donation(500_000, 'cash', 'D/3'),
      donation(150_000, 'cash', 'D/4'),
      donation(100_000, 'electronic', 'D/5'),
    ];
    expect(form10bd(mixed).groups).toEqual([
      expect.objectContaining({ mode: 'Cash', paise: 650_000, cashAboveLimitPaise: 500_000 }),
      expect.objectContaining({ paise: 100_000, cashAboveLimitPaise: 0 }),
    ]);
    expect(await certificateText(mixed)).toContain(
      'except ₹5,000.00 of them received in cash as single donations of more than ₹2,000 each, which are not eligible for deduction (section 80G(5D))',
    );

    // A single cash gift of ₹5,000: nothing to claim.
    const text = await certificateText([donation(500_000, 'cash', 'D/6')]);
    expect(text).not.toContain('The donor may claim');
    expect(text).toContain('not eligible for deduction under section 80G (section 80G(5D))');
  });

  it('refuses a year whose donations the approval did not cover, or without an approval', () => {
    const year = [donation(100_000, 'electronic', 'DBJS/D/2025-26/00001', '2025-10-01')];
    expect(approvalProblem(2025, legal, year)).toBeNull();
    const ended = approvalProblem(2025, { ...legal, valid_80g_until: '2025-06-30' }, year);
    expect(ended).toEqual({
      status: 409,
      message: expect.stringContaining('was not in force when 1 donation'),
    });
    expect(ended!.message).toContain('DBJS/D/2025-26/00001');
    expect(approvalProblem(2025, { ...legal, urn_80g: '' }, year)?.message).toMatch(
      /No 80G approval number \(URN\) is entered/,
    );
  });
});
