import type { FastifyInstance } from 'fastify';
import { form10beYearQuery, form10beYearSchema } from '../../../shared/schemas/form10be';
import { writeAudit } from '../../admin/audit';
import {
  certificatesOfYear,
  filingOfYear,
  findCertificate,
  form10beDonors,
  generateCertificates,
  queueCertificateMails,
  type Form10beError,
} from '../../admin/form10be';
import { HttpError } from '../../plugins/errors';
import { currentUser, idParam, NOT_FOUND_MESSAGE, parseOrThrow, parseQuery, sendPdf } from './shared';

// Form 10BE certificates (/api/admin/form-10be, records area: owners and accounts; docs/admin-api.md): the year's
// certificates with their mails, generating the missing ones, "Mail all certificates", the counts the console
// polls (no personal data, so not audited), and each certificate's PDF as stored.

function isError(value: unknown): value is Form10beError {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value;
}

export default async function form10beRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/form-10be', async (request) => {
    const user = currentUser(request);
    const { fy } = parseQuery(form10beYearQuery, request.query);
    const [{ filing, problem }, { rows, progress }, donors] = await Promise.all([
      filingOfYear(db, fy),
      certificatesOfYear(db, fy),
      form10beDonors(db, fy),
    ]);
    await writeAudit(db, { userId: user.id, action: 'view-records', subject: `form-10be:${fy}` });
    const current = new Map(donors.map((donor) => [donor.identity, donor.paise]));
    const certified = new Set(rows.map((row) => row.certificate.identity));
    return {
      fy,
      filed: filing
        ? {
            acknowledgement: filing.acknowledgement,
            filed_on: filing.filedOn,
            filed_at: filing.createdAt.toISOString(),
          }
        : null,
      problem,
      donors: donors.length,
      /** Donor identities of the year's Form 10BD without a certificate yet (generate makes theirs). */
      missing: donors.filter((donor) => !certified.has(donor.identity)).length,
      progress,
      certificates: rows.map(({ certificate, mailStatus, mailSentAt }) => ({
        id: certificate.id,
        certificate_number: certificate.certificateNumber,
        donor_name: certificate.donorName,
        pan: certificate.pan,
        email: certificate.email,
        amount_paise: certificate.amountPaise,
        sha256: certificate.sha256,
        issued_at: certificate.createdAt.toISOString(),
        mail_status: certificate.email ? (mailStatus ?? 'not-queued') : 'no-email',
        mail_sent_at: mailSentAt?.toISOString() ?? null,
        /** The year's Form 10BD now gives this donor another amount (a receipt cancelled or corrected since). */
        changed: current.get(certificate.identity) !== certificate.amountPaise,
      })),
    };
  });

  app.get('/form-10be/progress', async (request) => {
    const { fy } = parseQuery(form10beYearQuery, request.query);
    const { progress } = await certificatesOfYear(db, fy);
    return { fy, progress };
  });

  app.post('/form-10be/generate', async (request) => {
    const user = currentUser(request);
    const { fy } = parseOrThrow(form10beYearSchema, request.body);
    const result = await generateCertificates(db, fy, user.id);
    if (isError(result)) throw new HttpError(result.status, result.message);
    return {
      message:
        result.created === 0
          ? `Every donor already has a certificate (${result.total}); nothing new was generated.`
          : `${result.created} certificate${result.created === 1 ? ' was' : 's were'} generated (${result.total} in all).`,
      created: result.created,
      total: result.total,
    };
  });

  app.post('/form-10be/mail', async (request) => {
    currentUser(request);
    const { fy } = parseOrThrow(form10beYearSchema, request.body);
    const result = await queueCertificateMails(db, fy);
    if (isError(result)) throw new HttpError(result.status, result.message);
    app.payments.outbox.kick();
    const { progress } = await certificatesOfYear(db, fy);
    return {
      message:
        result.queued === 0
          ? 'Every certificate with an e-mail address is already queued or sent; nothing more was queued.'
          : `${result.queued} certificate mail${result.queued === 1 ? ' was' : 's were'} queued.`,
      queued: result.queued,
      progress,
    };
  });

  app.get('/form-10be/:id/certificate.pdf', async (request, reply) => {
    const user = currentUser(request);
    const certificate = await findCertificate(db, idParam(request));
    if (!certificate) throw new HttpError(404, NOT_FOUND_MESSAGE);
    await writeAudit(db, { userId: user.id, action: 'view-receipt', subject: `form-10be:${certificate.id}` });
    return sendPdf(reply, `form-10be-${certificate.certificateNumber}`, certificate.pdf);
  });
}
