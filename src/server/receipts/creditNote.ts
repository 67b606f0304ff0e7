import PDFDocument from 'pdfkit';
import { paiseInWords } from '../../shared/money';
import type { ReceiptRecord } from '../repositories/receipts';
import {
  emblemPng,
  field,
  GREY,
  makeWriter,
  MAROON,
  money,
  paragraph,
  paymentMode,
  personName,
  postalAddress,
  receiptDate,
  rule,
  rupees,
  SABHA_NAME,
  signatoryBlock,
} from './pdf';

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

export async function renderCreditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const { record } = input;
  const { order, person } = record;
  const logo = await emblemPng();
  const legal = record.legal;
  const isDonation = record.kind === 'donation';
  const title = 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    compress: true,
    margins: { top: 42, bottom: 42, left: 52, right: 52 },
    info: {
      Title: `${title} ${input.creditNoteNumber}`,
      Author: SABHA_NAME,
      Subject: `${title} cancelling receipt ${input.receiptNumber}`,
      Creator: SABHA_NAME,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = makeWriter(doc);
  const left = doc.page.margins.left;
  const contentWidth = doc.page.width - left - doc.page.margins.right;

  // Letterhead, as on the receipts.
  const top = doc.y;
  const emblemSize = 64;
  doc.image(logo, left, top, { width: emblemSize, height: emblemSize });
  const textX = left + emblemSize + 14;
  const textWidth = contentWidth - emblemSize - 14;
  doc.x = textX;
  doc.y = top + 2;
  doc.fillColor(MAROON);
  writer.text(SABHA_NAME, { bold: true, size: 20, width: textWidth });
  doc.fillColor('#333333');
  doc.x = textX;
  writer.text('Founded 3 April 1899', { size: 9, width: textWidth });
  const address = (legal?.registered_address || record.sabhaAddress).trim().replace(/\s*\n\s*/g, ', ');
  if (address) {
    doc.x = textX;
    writer.text(`Registered office: ${address}`, { size: 9, width: textWidth });
  }
  const ids = [
    legal?.pan ? `PAN: ${legal.pan}` : '',
    legal?.registration_12ab ? `Registration u/s 12A/12AB: ${legal.registration_12ab}` : '',
  ].filter(Boolean);
  if (ids.length) {
    doc.x = textX;
    writer.text(ids.join('    '), { size: 9, width: textWidth });
  }
  if (isDonation && legal?.urn_80g) {
    doc.x = textX;
    writer.text(`80G approval (URN): ${legal.urn_80g}`, { size: 9, width: textWidth });
  }
  doc.x = left;
  doc.y = Math.max(doc.y, top + emblemSize) + 4;
  rule(doc, 1.4);

  doc.fillColor(MAROON);
  writer.text(title, { bold: true, size: 15, align: 'center', width: contentWidth });
  doc.fillColor('#000000');
  if (order.gateway === 'sandbox') {
    doc.moveDown(0.2).fillColor('#9b1c1c');
    writer.text(SANDBOX_CREDIT_NOTE_NOTICE, { bold: true, size: 10, align: 'center', width: contentWidth });
    doc.fillColor('#000000');
  }
  doc.moveDown(0.6);

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
  doc.moveDown(0.3);
  rule(doc);

  money(writer, isDonation ? 'Donation' : 'Membership fee', isDonation ? order.basePaise : order.totalPaise);
  if (isDonation && order.totalPaise !== order.basePaise) {
    money(writer, 'Payment gateway charge and GST on it', order.totalPaise - order.basePaise);
  }
  money(writer, 'Amount refunded', input.amountPaise, true);
  doc.moveDown(0.4);
  paragraph(writer, `Amount refunded in words: ${paiseInWords(input.amountPaise)}.`, 10.5, true);
  rule(doc);

  paragraph(
    writer,
    `Receipt ${input.receiptNumber} is cancelled by this credit note. The amount of ${rupees(input.amountPaise)} ` +
      'was refunded in full to the original method of payment through the payment gateway.',
  );
  if (isDonation) {
    paragraph(
      writer,
      'The cancelled receipt can no longer support a deduction under section 80G of the Income-tax Act, 1961, ' +
        'and the Sabha does not report this donation in its statement of donations (Form 10BD) or certify it ' +
        'in a certificate of donation (Form 10BE).',
    );
  }

  doc.moveDown(0.8);
  if (signatoryBlock(doc, writer, legal, left)) {
    doc.fillColor(GREY);
    paragraph(writer, 'This credit note is issued electronically and kept by the Sabha as issued.', 8.5);
  } else {
    doc.fillColor(GREY);
    paragraph(writer, 'This is a computer-generated credit note and needs no signature.', 8.5);
  }
  doc.end();
  return done;
}
