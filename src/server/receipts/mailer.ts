import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

// Mail goes out through SMTP_URL; without it each message is written as an .eml file into DATA_DIR/outbox,
// with its attachments, so a developer (or the office) can open exactly what would have been sent.

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  /**
   * A stable id (e.g. "receipt-12" for outbox mail 12): the file outbox writes such a mail at most once, and SMTP
   * sends it with the same Message-ID on every attempt, so a retry after a crash is recognisable as the same mail.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<{ delivered: 'smtp' | 'outbox'; file?: string }>;
}

export interface MailerOptions {
  smtpUrl?: string;
  dataDir: string;
  publicUrl: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Deletes the outbox copy of a mail written with a stable id (erasure: the copy holds the person's details). */
export async function removeOutboxCopy(dataDir: string, mailId: string): Promise<void> {
  await fs.promises.rm(path.join(outboxDir(dataDir), `${mailId}.eml`), { force: true });
}

/** no-reply@<host of PUBLIC_URL>; the host is what the office controls. */
export function senderAddress(publicUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // PUBLIC_URL is validated at start-up; keep the default if it is somehow not a URL.
  }
  return `Dakshin Bharat Jain Sabha <no-reply@${host}>`;
}

type SmtpOptions = Record<string, unknown>;

/** nodemailer's SMTP timeouts unless SMTP_URL's query sets others: connecting, the greeting, any silence after. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * The exchanges of one delivery after the greeting: EHLO, STARTTLS, EHLO again, AUTH (up to three steps), MAIL FROM,
 * RCPT TO, DATA, the message, QUIT.
 */
const SMTP_EXCHANGES = 11;

/**
 * SMTP_URL as nodemailer reads it (smtp://user:pass@host:port, smtps:// for TLS, options such as
 * ?tls.rejectUnauthorized=false in the query), plus timeouts: a slow mail server must not hold anything up long.
 */
export function smtpTransportOptions(smtpUrl: string): SmtpOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const options: SmtpOptions = {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...SMTP_TIMEOUTS,
  };
  if (url.username) {
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  }
  for (const [name, raw] of url.searchParams) {
    const value = raw === 'true' ? true : raw === 'false' ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
    const [outer, inner] = name.split('.', 2);
    if (inner) options[outer] = { ...((options[outer] as object | undefined) ?? {}), [inner]: value };
    else options[outer] = value;
  }
  return options;
}

/**
 * The longest one delivery may take: connecting, the greeting, then every exchange answered just before the socket
 * timeout. The mailer cuts the connection then (connectWithDeadline), and the mail outbox's lease is derived from it
 * (receipts/outbox.ts).
 */
export function smtpWorstCaseMs(smtpUrl?: string): number {
  const options: SmtpOptions = smtpUrl ? smtpTransportOptions(smtpUrl) : SMTP_TIMEOUTS;
  const timeout = (name: keyof typeof SMTP_TIMEOUTS): number => {
    const value = options[name];
    return typeof value === 'number' ? value : SMTP_TIMEOUTS[name];
  };
  return (
    timeout('connectionTimeout') + timeout('greetingTimeout') + SMTP_EXCHANGES * timeout('socketTimeout')
  );
}

type GetSocket = (
  options: unknown,
  callback: (error: Error | null, socket?: { connection: net.Socket }) => void,
) => void;

/**
 * Connects to the mail server with a connection that is cut `deadlineMs` after it was opened, whatever is happening on
 * it. nodemailer's timeouts count silence only: a server that answers one byte at a time, or reads the message that
 * slowly, would hold a delivery for ever, past the outbox's lease, and another instance would send the mail again.
 * nodemailer speaks SMTP (and TLS, for smtps:// or STARTTLS) over the socket given here.
 */
export function connectWithDeadline(host: string, port: number, deadlineMs: number): GetSocket {
  return (_options, callback) => {
    const socket = net.connect({ host, port });
    // nodemailer listens for the socket's errors as soon as it has it; this one covers the moment before.
    socket.on('error', () => undefined);
    const deadline = setTimeout(() => {
      socket.destroy(new Error(`The mail server did not finish the delivery within ${deadlineMs / 1000} s.`));
    }, deadlineMs);
    deadline.unref();
    socket.once('close', () => clearTimeout(deadline));
    callback(null, { connection: socket });
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const from = senderAddress(options.publicUrl);
  let smtp: Transporter | undefined;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    async send(mail) {
      const message = {
        from,
        ...(mail.id
          ? { messageId: `<${mail.id}@${new URL(options.publicUrl).hostname || 'localhost'}>` }
          : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments,
      };
      if (options.smtpUrl) {
        if (!smtp) {
          const transport = smtpTransportOptions(options.smtpUrl);
          const deadlineMs = smtpWorstCaseMs(options.smtpUrl);
          smtp = nodemailer.createTransport({
            ...transport,
            getSocket: connectWithDeadline(transport.host as string, transport.port as number, deadlineMs),
          });
        }
        await smtp.sendMail(message);
        return { delivered: 'smtp' };
      }
      const info = (await outbox.sendMail(message)) as unknown as { message: Buffer };
      const dir = outboxDir(options.dataDir);
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = mail.subject
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60);
      const file = path.join(
        dir,
        mail.id ? `${mail.id}.eml` : `${stamp}-${slug}-${crypto.randomBytes(3).toString('hex')}.eml`,
      );
      // Mails carry names and addresses: owner-only, like the rest of DATA_DIR's private parts. Written whole under a
      // temporary name, then linked to its own name (atomic, and refused when the name exists): a crash mid-write
      // never leaves half a mail that a retry would take for the delivered one (the crash loop found one).
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(temporary, info.message, { mode: 0o600, flag: 'wx' });
      try {
        await fs.promises.link(temporary, file);
      } catch (error) {
        // The same mail written before a crash: it was delivered then.
        if (!(mail.id && (error as NodeJS.ErrnoException).code === 'EEXIST')) throw error;
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
      return { delivered: 'outbox', file };
    },
  };
}
