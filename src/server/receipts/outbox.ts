import type { Db } from '../db/client';
import { claimDueMail, failMail, finishMail, type OutboxRow } from '../repositories/outbox';
import { smtpWorstCaseMs } from './mailer';

// The worker of the transactional mail outbox. Mails are queued inside the transaction that marks an order paid
// (payments/settle.ts); this worker sends them after the commit: right away when a payment wakes it, and every
// OUTBOX_INTERVAL_MS for retries and for what a crash left behind. A failed attempt is retried with exponential
// backoff up to MAX_ATTEMPTS, then shown to the office as failed. Each mail carries its outbox id, so the
// file outbox writes it at most once and an SMTP server sees one Message-ID however often it is tried.
// A worker claims one mail at a time, just before sending it, under a lease and a claim token: another worker (of
// this instance or another) takes a mail over only once its lease has passed, and a worker whose lease was lost
// never marks the mail sent or failed.

export const MAX_ATTEMPTS = 8;
export const OUTBOX_INTERVAL_MS = 30_000;

/**
 * How long a claimed mail stays with the worker that claimed it before another may take it over: twice the longest
 * an SMTP delivery can take (the mailer cuts its connection then, however the server behaves; the other half leaves
 * room for rendering the receipt), so a mail still being sent is not taken over; a mail whose worker died waits that
 * long.
 */
export function mailLeaseMs(smtpUrl?: string): number {
  return 2 * smtpWorstCaseMs(smtpUrl);
}
/** The lease with the mailer's own timeouts (8 minutes). */
export const MAIL_LEASE_MS = mailLeaseMs();

/** 1, 2, 4, 8 … minutes after the attempt that failed, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

export type MailOutcome = { status: 'sent' } | { status: 'skipped'; note: string };

export interface OutboxLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface OutboxOptions {
  db: Db;
  /** Sends one queued mail; throws when it could not be sent. */
  send(mail: OutboxRow): Promise<MailOutcome>;
  log: OutboxLog;
  now?: () => Date;
  /** MAIL_LEASE_MS unless given (services.ts derives it from SMTP_URL's timeouts). */
  leaseMs?: number;
}

export interface OutboxSummary {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** Sends every mail that is due now; answers what happened. */
export async function processOutbox(options: OutboxOptions): Promise<OutboxSummary> {
  const now = options.now ?? (() => new Date());
  const summary: OutboxSummary = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const lost = (mail: OutboxRow) =>
    // Its lease ran out while it was being sent and another worker took it over: that worker decides.
    options.log.warn(
      { mailId: mail.id, attempts: mail.attempts },
      'mail lease lost: left to the worker holding it',
    );
  for (;;) {
    const mail = await claimDueMail(options.db, now(), leaseMs);
    if (!mail) return summary;
    try {
      const outcome = await options.send(mail);
      const finished = await finishMail(options.db, mail, {
        status: outcome.status,
        at: now(),
        note: outcome.status === 'skipped' ? outcome.note : undefined,
      });
      if (finished) summary[outcome.status] += 1;
      else lost(mail);
    } catch (error) {
      // The kind of failure only: a mail server's message may quote the address.
      const reason = (error as { code?: string; name?: string })?.code ?? (error as Error)?.name ?? 'Error';
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      const failed = await failMail(
        options.db,
        mail,
        reason,
        giveUp ? null : new Date(now().getTime() + retryDelayMs(mail.attempts)),
      );
      if (!failed) {
        lost(mail);
        continue;
      }
      options.log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not sent');
      summary[giveUp ? 'failed' : 'retried'] += 1;
    }
  }
}

export interface OutboxWorker {
  /** Runs the outbox now (a payment just queued a mail); runs once more afterwards if woken meanwhile. */
  kick(): void;
  /** Resolves when no run is under way. */
  settled(): Promise<void>;
  /** Runs every OUTBOX_INTERVAL_MS until stopped. */
  start(): void;
  stop(): void;
}

export function createOutboxWorker(options: OutboxOptions): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = processOutbox(options)
      .then(
        () => undefined,
        (error: unknown) => options.log.warn({ error: (error as Error)?.name }, 'mail outbox run failed'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return {
    kick: run,
    async settled() {
      while (running) await running;
    },
    start() {
      run();
      timer ??= setInterval(run, OUTBOX_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
