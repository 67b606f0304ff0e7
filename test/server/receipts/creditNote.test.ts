import { renderCreditNotePdf } from '../../../src/server/receipts/creditNote';
import type { ReceiptRecord } from '../../../src/server/repositories/receipts';
import {
  chargesFor,
  formatPaise,
  LIFE_MEMBERSHIP_PAISE,
  MAGAZINE_MEMBERSHIP_PAISE,
} from '../../../src/shared/money';
import { pdfText } from '../helpers/pdfText';
import { SANGLI_PLACE } from '../payments/fixtures';

// The credit note that cancels a refunded payment's receipt (receipts/creditNote.ts): its amounts stand as the
// receipt's did, the donation or the membership fee apart from the gateway's charge and the GST on it, and add up
// to the amount refunded.

const person = {
  id: 1,
  orderId: 1,
  firstName: 'Sunanda',
  middleName: 'Annasaheb',
  surname: 'Patil',
  mobile: '9123456780',
  email: 'sunanda@example.com',
  dob: '1985-11-02',
  gender: 'female',
  ...SANGLI_PLACE,
  address: '7 Station Road',
  erasedAt: null,
  createdAt: new Date('2025-07-04T09:55:00Z'),
};

function order(kind: 'donation' | 'membership', basePaise: number) {
  return {
    id: 1,
    kind,
    receiptId: 'DBJS-M-abcdefghijklmnop',
    gatewayOrderId: 'order_ABCDEFGHIJKLMN',
    gateway: 'razorpay',
    language: 'en' as const,
    ...chargesFor(basePaise),
    currency: 'INR',
    status: 'paid' as const,
    paymentId: 'pay_ABCDEFGHIJKLMN',
    failureReason: null,
    receiptNumber: kind === 'donation' ? 'DBJS/D/2025-26/00007' : 'DBJS/M/2025-26/00011',
    receiptToken: 'f'.repeat(32),
    paidAt: new Date('2025-07-04T10:00:00Z'),
    subscriptionId: null,
    channel: 'online' as const,
    receiptCancelledAt: null,
    refundedAt: null,
    createdAt: new Date('2025-07-04T09:55:00Z'),
    updatedAt: new Date('2025-07-04T10:00:00Z'),
  };
}

const membership: ReceiptRecord = {
  kind: 'membership',
  order: order('membership', LIFE_MEMBERSHIP_PAISE + MAGAZINE_MEMBERSHIP_PAISE),
  person: {
    ...person,
    dbjsMember: true,
    magazineMember: true,
    photoKey: null,
    identityKey: null,
    identityDeletedAt: null,
    approval: 'awaiting' as const,
    membershipNumber: null,
    approvalDecidedAt: null,
    approvalDecidedBy: null,
    rejectionReason: null,
  },
  sabhaAddress: 'Sabha office, Sangli',
};

const donation: ReceiptRecord = {
  kind: 'donation',
  order: order('donation', 250_050),
  person: {
    ...person,
    pan: '',
    donationType: 'cost_of_education',
    frequency: 'One Time',
    updatesConsent: false,
  },
  sabhaAddress: 'Sabha office, Sangli',
};

async function creditNoteText(record: ReceiptRecord): Promise<string> {
  const pdf = await renderCreditNotePdf({
    record,
    creditNoteNumber: 'DBJS/CN/2025-26/00001',
    issuedAt: new Date('2025-07-10T06:00:00Z'),
    receiptNumber: record.order.receiptNumber!,
    amountPaise: record.order.totalPaise,
    gatewayRefundId: 'rfnd_ABCDEFGHIJ',
    reason: 'Application withdrawn',
  });
  return pdfText(pdf);
}

/** The amount rows between the rule and "Amount refunded": [label, paise] each. */
function amountRows(text: string): Array<[string, number]> {
  const block = /(Donation|Membership fee) ₹[\d,.]+.*?Amount refunded ₹[\d,.]+/.exec(text)?.[0] ?? '';
  return [...block.matchAll(/([A-Z][A-Za-z ]+?) ₹([\d,]+\.\d\d)/g)].map(([, label, amount]) => [
    label.trim(),
    Math.round(Number(amount.replace(/,/g, '')) * 100),
  ]);
}

describe('credit note amounts', () => {
  it("shows a membership's fee apart from the gateway charge and GST, the lines adding up to the refund", async () => {
    const { order: paid } = membership;
    // A life and a magazine membership paid online: ₹500 + ₹1,500, ₹40 gateway charge and ₹7.20 GST on it.
    expect([paid.basePaise, paid.gatewayChargePaise, paid.gstPaise, paid.totalPaise]).toEqual([
      200_000, 4000, 720, 204_720,
    ]);
    const text = await creditNoteText(membership);
    expect(amountRows(text)).toEqual([
      ['Membership fee', 200_000],
      ['Payment gateway charge and GST on it', 4720],
      ['Amount refunded', 204_720],
    ]);
    expect(text).not.toContain(`Membership fee ${formatPaise(paid.totalPaise)}`);
    expect(text).toContain('Rupees Two Thousand Forty Seven and Paise Twenty Only');
  });

  it('shows a donation and the charge the same way', async () => {
    const { order: paid } = donation;
    const rows = amountRows(await creditNoteText(donation));
    expect(rows).toEqual([
      ['Donation', paid.basePaise],
      ['Payment gateway charge and GST on it', paid.gatewayChargePaise + paid.gstPaise],
      ['Amount refunded', paid.totalPaise],
    ]);
    expect(rows[0][1] + rows[1][1]).toBe(rows[2][1]);
  });
});
