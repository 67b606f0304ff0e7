import { paiseInWords } from '../../shared/money';
import type { ReceiptRecord } from '../repositories/receipts';
import {
  emblemPng,
  makeWriter,
  paymentMode,
  personName,
  postalAddress,
  receiptDate,
  type Writer,
} from './pdf';
import {
  english,
  field,
  money,
  paragraph,
  receiptHead,
  registrationIds,
  rule,
  rupees,
  signatureAndNote,
  startDocument,
} from './pdfLayout';

// The credit note that cancels a refunded payment's receipt (payments/refunds.ts): rendered once, when the gateway
// processes the refund, stored with the refund and served as stored, in the receipts' style (receipts/pdf.ts).

export const SANDBOX_CREDIT_NOTE_NOTICE =
  'SANDBOX TEST CREDIT NOTE: no money was received or refunded; not valid for any purpose.';

export interface CreditNoteInput {
  /** The refunded order with its person and the Sabha's details, as a receipt is made from them. */
  record: ReceiptRecord;
  creditNoteNumber: string;
  /** When the gateway processed the refund: the credit note's date. */
  issuedAt: Date;
  /** The receipt this credit note cancels. */
  receiptNumber: string;
  amountPaise: number;
  gatewayRefundId: string;
  reason: string;
}

/** The credit note's fields: its number and date, the receipt it cancels, the payer, and the payment and refund. */
function creditNoteFields(writer: Writer, input: CreditNoteInput): void {
  const { record } = input;
  const { order, person } = record;
  field(writer, 'Credit note number', input.creditNoteNumber);
  field(writer, 'Date', receiptDate(input.issuedAt));
  field(
    writer,
    'Cancels receipt',
    `${input.receiptNumber}${order.paidAt ? ` dated ${receiptDate(order.paidAt)}` : ''}`,
  );
  field(writer, 'Issued to', personName(person));
  field(writer, 'Address', postalAddress(person));
  if (record.kind === 'donation' && record.person.pan.trim())
    field(writer, "Donor's PAN", record.person.pan.trim().toUpperCase());
  field(writer, 'Originally paid by', paymentMode(order.gateway, record.offline));
  field(writer, 'Payment reference', order.paymentId ?? '-');
  field(writer, 'Refund reference', input.gatewayRefundId);
  field(writer, 'Reason for the refund', input.reason);
}

/**
 * The amounts: what the cancelled receipt was for and what was refunded, in figures and in words. As on the receipt,
 * the donation or the membership fee (the base) stands apart from the gateway's charge and the GST on it (an online
 * payment's; money received at the office carries none), and the lines add up to the amount refunded.
 */
function creditNoteAmounts(writer: Writer, input: CreditNoteInput): void {
  const { order } = input.record;
  money(writer, input.record.kind === 'donation' ? 'Donation' : 'Membership fee', order.basePaise);
  if (order.totalPaise !== order.basePaise) {
    money(writer, 'Payment gateway charge and GST on it', order.totalPaise - order.basePaise);
  }
  money(writer, 'Amount refunded', input.amountPaise, true);
  writer.doc.moveDown(0.4);
  paragraph(writer, `Amount refunded in words: ${paiseInWords(input.amountPaise)}.`, 10.5, true);
}

/** What the credit note does: cancels the receipt, and for a donation, its 80G deduction and Form 10BD/10BE. */
function cancellationStatements(writer: Writer, input: CreditNoteInput): void {
  paragraph(
    writer,
    `Receipt ${input.receiptNumber} is cancelled by this credit note. The amount of ${rupees(input.amountPaise)} ` +
      'was refunded in full to the original method of payment through the payment gateway.',
  );
  if (input.record.kind === 'donation') {
    paragraph(
      writer,
      'The cancelled receipt can no longer support a deduction under section 80G of the Income-tax Act, 1961, ' +
        'and the Sabha does not report this donation in its statement of donations (Form 10BD) or certify it ' +
        'in a certificate of donation (Form 10BE).',
    );
  }
}

export async function renderCreditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const { record } = input;
  const logo = await emblemPng();
  const legal = record.legal;
  const title = 'Credit Note';
  const { doc, done } = startDocument({
    title: `${title} ${input.creditNoteNumber}`,
    subject: `${title} cancelling receipt ${input.receiptNumber}`,
  });
  const writer = makeWriter(doc);

  // Letterhead, as on the receipts; the 80G approval only on a donation's.
  const registrations = registrationIds(legal, english);
  if (record.kind === 'donation' && legal?.urn_80g)
    registrations.push(`80G approval (URN): ${legal.urn_80g}`);
  receiptHead(writer, record, {
    logo,
    t: english,
    registrations,
    title,
    sandboxNotice: SANDBOX_CREDIT_NOTE_NOTICE,
  });

  creditNoteFields(writer, input);
  doc.moveDown(0.3);
  rule(doc);
  creditNoteAmounts(writer, input);
  rule(doc);
  cancellationStatements(writer, input);

  signatureAndNote(writer, legal, english, {
    signed: 'This credit note is issued electronically and kept by the Sabha as issued.',
    unsigned: 'This is a computer-generated credit note and needs no signature.',
  });
  doc.end();
  return done;
}
