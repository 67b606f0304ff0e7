import { financialYearLabel } from '../../shared/dates';
import { findCertificate } from '../admin/form10be';
import type { OutboxRow } from '../repositories/outbox';
import type { DeliverOptions } from './deliver';
import type { MailOutcome } from './outbox';
import { rupees, SABHA_NAME } from './pdf';

// The mail of a Form 10BE certificate (admin/form10be.ts), sent by the mail outbox's worker (receipts/outbox.ts):
// the stored PDF, to the address captured with the certificate. Throws when it could not be sent (the outbox
// retries); skipped when the certificate is gone or has no address.

export function certificateMailId(outboxId: number): string {
  return `form-10be-${outboxId}`;
}

export async function deliverForm10be(
  options: Pick<DeliverOptions, 'db' | 'mailer' | 'log'>,
  mail: OutboxRow,
): Promise<MailOutcome> {
  const certificate = mail.certificateId ? await findCertificate(options.db, mail.certificateId) : undefined;
  if (!certificate) return { status: 'skipped', note: 'the certificate no longer exists' };
  const to = (mail.toAddress ?? certificate.email).trim();
  if (!to) return { status: 'skipped', note: 'no email address was given' };
  const year = financialYearLabel(certificate.financialYear);
  const text = [
    `Dear ${certificate.donorName},`,
    '',
    `Thank you for your donations to ${SABHA_NAME} in the financial year ${year}.`,
    '',
    `Attached is your certificate of donation (Form No. 10BE), number ${certificate.certificateNumber}, for ` +
      `${rupees(certificate.amountPaise)}. The Sabha has reported these donations in its statement of ` +
      'donations (Form No. 10BD); keep the certificate with your papers to claim the deduction under section 80G.',
    '',
    'With regards,',
    SABHA_NAME,
  ].join('\n');
  const result = await options.mailer.send({
    id: certificateMailId(mail.id),
    to,
    subject: `Form 10BE certificate of donation ${year}: ${SABHA_NAME}`,
    text,
    attachments: [
      {
        filename: `form-10be-${certificate.certificateNumber.replace(/\//g, '-')}.pdf`,
        content: certificate.pdf,
        contentType: 'application/pdf',
      },
    ],
  });
  options.log.info({ certificateId: certificate.id, delivered: result.delivered }, 'Form 10BE mailed');
  return { status: 'sent' };
}
