import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { form10bdFilings, form10beCertificates, mailOutbox, siteSettings } from '../db/schema';
import { financialYearLabel, formatOrdinalDate } from '../../shared/dates';
import { approval80gOn, type ReceiptDetails } from '../../shared/validation/receiptDetails';
import { renderForm10bePdf, type Form10beRow } from '../receipts/form10bePdf';
import { getReceiptDetails } from '../repositories/receiptDetails';
import { donationsFor10bd } from './books';
import { form10bd, type Form10bdDonation, type Form10bdGroup } from './exports';
import type { Form10beProgress } from '../../shared/schemas/admin';

// Form 10BE certificates of donation (docs/product.md "Form 10BE"): once the office has filed a year's Form 10BD
// and entered the portal's acknowledgement number and date of filing, it generates one certificate per donor
// identity of that year, from exactly the rows of the statement (admin/exports.ts form10bd groups them, so the two
// can never disagree). Each certificate is rendered once and stored, numbered DBJS/10BE/<year>/<serial>; generating
// again adds certificates only for identities that have none. "Mail all certificates" queues one outbox mail per
// certificate with an e-mail address in one transaction (a second click queues nothing more); the outbox worker
// sends them (receipts/form10beMail.ts) and survives a restart, and the console polls the counts.

export interface Form10beError {
  status: 404 | 409;
  message: string;
}

export function notFiledMessage(fy: number): string {
  return (
    `Form 10BD for ${financialYearLabel(fy)} is not marked as filed. File it on the Income Tax portal, then ` +
    "enter the portal's acknowledgement number and the date of filing on the Exports page."
  );
}

export function noAcknowledgementMessage(fy: number): string {
  return (
    `Form 10BD for ${financialYearLabel(fy)} is marked as filed without the portal's acknowledgement number ` +
    'and date of filing: enter both on the Exports page first (every certificate states them).'
  );
}

export function nothingToCertifyMessage(fy: number): string {
  return `Form 10BD for ${financialYearLabel(fy)} has no rows: there is no donor to certify.`;
}

export function noApprovalMessage(fy: number): string {
  return (
    `No 80G approval number (URN) is entered in the receipt details, and a Form 10BE certificate for ` +
    `${financialYearLabel(fy)} must state the approval under which the donations were received: enter it with ` +
    'its date and validity under Settings, Receipt details.'
  );
}

/** The approval of the receipt details did not cover the days some of the year's donations were paid. */
export function approvalNotInForceMessage(
  fy: number,
  legal: Pick<ReceiptDetails, 'urn_80g' | 'valid_80g_from' | 'valid_80g_until'>,
  receiptNumbers: readonly string[],
): string {
  const from = legal.valid_80g_from ? ` from ${formatOrdinalDate(legal.valid_80g_from)}` : '';
  const until = legal.valid_80g_until ? ` until ${formatOrdinalDate(legal.valid_80g_until)}` : '';
  const shown = receiptNumbers.slice(0, 5).join(', ') + (receiptNumbers.length > 5 ? ', …' : '');
  const count = receiptNumbers.length === 1 ? '1 donation' : `${receiptNumbers.length} donations`;
  return (
    `The 80G approval in the receipt details (URN ${legal.urn_80g}, valid${from}${until}) was not in force ` +
    `when ${count} of ${financialYearLabel(fy)} ${receiptNumbers.length === 1 ? 'was' : 'were'} paid ` +
    `(${shown}): a Form 10BE certificate would state an approval that did not cover them. Enter the approval in ` +
    `force in ${financialYearLabel(fy)} under Settings, Receipt details, then generate.`
  );
}

export function notGeneratedMessage(fy: number): string {
  return `No Form 10BE certificates for ${financialYearLabel(fy)} yet: generate them first.`;
}

export function certificateNumber(fy: number, serial: number): string {
  return `DBJS/10BE/${financialYearLabel(fy)}/${String(serial).padStart(5, '0')}`;
}

/** One donor identity of the statement, with its rows (one per donation type and mode of receipt). */
export interface Form10beDonor {
  identity: string;
  pan: string;
  name: string;
  address: string;
  /** The last e-mail address given with the identity's donations of the year ('' when none). */
  email: string;
  rows: Form10beRow[];
  paise: number;
  receiptNumbers: string[];
}

/** The statement's groups by donor identity, in the order of their first row. */
export function donorsOf(groups: readonly Form10bdGroup[]): Form10beDonor[] {
  const donors = new Map<string, Form10beDonor>();
  for (const group of groups) {
    const donor = donors.get(group.identity) ?? {
      identity: group.identity,
      pan: group.pan,
      name: group.name,
      address: group.address,
      email: '',
      rows: [],
      paise: 0,
      receiptNumbers: [],
    };
    donor.rows.push({
      type: group.type,
      mode: group.mode,
      paise: group.paise,
      cashAboveLimitPaise: group.cashAboveLimitPaise,
    });
    donor.paise += group.paise;
    donor.receiptNumbers.push(...group.receiptNumbers);
    if (group.email) donor.email = group.email;
    donors.set(group.identity, donor);
  }
  return [...donors.values()];
}

/** The donors Form 10BE certifies for a year: the identities of that year's Form 10BD rows. */
export async function form10beDonors(db: Db, fy: number): Promise<Form10beDonor[]> {
  return donorsOf(form10bd(await donationsFor10bd(db, fy)).groups);
}

/**
 * A certificate states the 80G approval of the receipt details: it must have been in force on the day each
 * donation it certifies was paid (as on the receipts, receipts/pdf.ts), or no certificate is made for the year.
 */
export function approvalProblem(
  fy: number,
  legal: Pick<ReceiptDetails, 'urn_80g' | 'valid_80g_from' | 'valid_80g_until'>,
  donations: readonly Form10bdDonation[],
): Form10beError | null {
  if (!legal.urn_80g) return { status: 409, message: noApprovalMessage(fy) };
  const outside = donations.filter(
    (donation) => !donation.erased && approval80gOn(legal, donation.paidOn ?? '') !== 'in-force',
  );
  if (outside.length === 0) return null;
  return {
    status: 409,
    message: approvalNotInForceMessage(
      fy,
      legal,
      outside.map((donation) => donation.receiptNumber),
    ),
  };
}

type Filing = typeof form10bdFilings.$inferSelect;

function filingProblem(fy: number, filing: Filing | undefined): Form10beError | null {
  if (!filing) return { status: 409, message: notFiledMessage(fy) };
  if (!filing.acknowledgement.trim() || !filing.filedOn)
    return { status: 409, message: noAcknowledgementMessage(fy) };
  return null;
}

export type CertificateRow = typeof form10beCertificates.$inferSelect;

/**
 * Generates the missing certificates of a filed year, in one transaction (the filing row is locked, so two
 * officers generating at once number them once). Answers how many were made and how many the year has.
 */
export async function generateCertificates(
  db: Db,
  fy: number,
  userId: number,
  now = new Date(),
): Promise<{ created: number; total: number } | Form10beError> {
  return db.transaction(async (tx) => {
    const [filing] = await tx
      .select()
      .from(form10bdFilings)
      .where(eq(form10bdFilings.financialYear, fy))
      .for('update');
    const problem = filingProblem(fy, filing);
    if (problem) return problem;
    const donations = await donationsFor10bd(tx as unknown as Db, fy);
    const donors = donorsOf(form10bd(donations).groups);
    if (donors.length === 0) return { status: 409, message: nothingToCertifyMessage(fy) } as Form10beError;
    const { updatedAt: _updatedAt, ...legal } = await getReceiptDetails(tx as unknown as Db);
    const notInForce = approvalProblem(fy, legal, donations);
    if (notInForce) return notInForce;
    const existing = await tx
      .select({ identity: form10beCertificates.identity })
      .from(form10beCertificates)
      .where(eq(form10beCertificates.financialYear, fy));
    const done = new Set(existing.map((row) => row.identity));
    const missing = donors.filter((donor) => !done.has(donor.identity));
    if (missing.length > 0) {
      const [settings] = await tx
        .select({ contactAddress: siteSettings.contactAddress })
        .from(siteSettings)
        .orderBy(asc(siteSettings.id))
        .limit(1);
      let serial = existing.length;
      for (const donor of missing) {
        serial += 1;
        const number = certificateNumber(fy, serial);
        const pdf = await renderForm10bePdf({
          certificateNumber: number,
          fy,
          issuedAt: now,
          acknowledgement: filing!.acknowledgement.trim(),
          filedOn: filing!.filedOn!,
          donor,
          rows: donor.rows,
          legal,
          sabhaAddress: settings?.contactAddress ?? '',
        });
        await tx.insert(form10beCertificates).values({
          financialYear: fy,
          certificateNumber: number,
          identity: donor.identity,
          donorName: donor.name,
          pan: donor.pan,
          email: donor.email,
          amountPaise: donor.paise,
          pdf,
          sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
          userId,
          createdAt: now,
        });
      }
    }
    return { created: missing.length, total: existing.length + missing.length };
  });
}

/**
 * Queues one mail per certificate of the year that has an e-mail address and no mail yet, in one transaction;
 * answers how many were queued now (0 when every one already was).
 */
export async function queueCertificateMails(db: Db, fy: number): Promise<{ queued: number } | Form10beError> {
  return db.transaction(async (tx) => {
    const certificates = await tx
      .select({
        id: form10beCertificates.id,
        number: form10beCertificates.certificateNumber,
        email: form10beCertificates.email,
      })
      .from(form10beCertificates)
      .where(eq(form10beCertificates.financialYear, fy))
      .orderBy(asc(form10beCertificates.id));
    if (certificates.length === 0) return { status: 409, message: notGeneratedMessage(fy) } as Form10beError;
    const mailable = certificates.filter((certificate) => certificate.email.trim() !== '');
    if (mailable.length === 0) return { queued: 0 };
    const inserted = await tx
      .insert(mailOutbox)
      .values(
        mailable.map((certificate) => ({
          kind: 'form-10be' as const,
          certificateId: certificate.id,
          // Shown in the console's mail outbox in place of a receipt number.
          receiptNumber: certificate.number,
          toAddress: certificate.email.trim(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    return { queued: inserted.length };
  });
}

/** A year's certificates with their mail's state, and the counts the console polls. */
export async function certificatesOfYear(db: Db, fy: number) {
  const rows = await db
    .select({
      certificate: {
        id: form10beCertificates.id,
        certificateNumber: form10beCertificates.certificateNumber,
        identity: form10beCertificates.identity,
        donorName: form10beCertificates.donorName,
        pan: form10beCertificates.pan,
        email: form10beCertificates.email,
        amountPaise: form10beCertificates.amountPaise,
        sha256: form10beCertificates.sha256,
        createdAt: form10beCertificates.createdAt,
      },
      mailStatus: mailOutbox.status,
      mailSentAt: mailOutbox.sentAt,
    })
    .from(form10beCertificates)
    .leftJoin(mailOutbox, eq(mailOutbox.certificateId, form10beCertificates.id))
    .where(eq(form10beCertificates.financialYear, fy))
    .orderBy(asc(form10beCertificates.id));
  const progress: Form10beProgress = {
    certificates: rows.length,
    no_email: 0,
    not_queued: 0,
    queued: 0,
    sent: 0,
    failed: 0,
  };
  for (const { certificate, mailStatus } of rows) {
    if (!certificate.email.trim()) progress.no_email += 1;
    else if (!mailStatus) progress.not_queued += 1;
    else if (mailStatus === 'sent') progress.sent += 1;
    else if (mailStatus === 'failed' || mailStatus === 'skipped') progress.failed += 1;
    else progress.queued += 1;
  }
  return { rows, progress };
}

export async function findCertificate(db: Db, id: number): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(form10beCertificates).where(eq(form10beCertificates.id, id)).limit(1);
  return row;
}

/** The year's filing as the certificates need it, and what keeps them from being generated (null: nothing). */
export async function filingOfYear(db: Db, fy: number) {
  const [filing] = await db.select().from(form10bdFilings).where(eq(form10bdFilings.financialYear, fy));
  const problem = filingProblem(fy, filing);
  if (problem) return { filing, problem: problem.message };
  const [legal, donations] = await Promise.all([getReceiptDetails(db), donationsFor10bd(db, fy)]);
  return { filing, problem: approvalProblem(fy, legal, donations)?.message ?? null };
}
