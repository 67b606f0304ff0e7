import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  paymentSignature,
  randomBase62,
  signatureMatches,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../../src/server/payments/verify';
import { formatReceiptNumber, receiptSeriesOf } from '../../../src/server/payments/settle';
import {
  createPrivateFileStore,
  decryptBytes,
  encryptBytes,
  privateFileLocation,
  uploadKey,
} from '../../../src/server/storage/privateFiles';
import { renderReceiptPdf } from '../../../src/server/receipts/pdf';
import { pdfText } from '../helpers/pdfText';
import { smtpTransportOptions, createMailer } from '../../../src/server/receipts/mailer';
import { createSandboxGateway, sandboxSecret } from '../../../src/server/payments/sandbox';
import type { Db } from '../../../src/server/db/client';
import {
  SANDBOX_CHECKOUT_SCRIPT,
  SANDBOX_CHECKOUT_TEXTS,
} from '../../../src/server/payments/sandboxCheckout';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../../../src/shared/i18n/languages';
import type { DonationRow } from '../../../src/server/repositories/donations';
import type { ReceiptRecord } from '../../../src/server/repositories/receipts';
import { SANGLI_PLACE } from './fixtures';

describe('signatures', () => {
  it('computes Razorpay payment signatures and compares them safely', () => {
    const expected = crypto.createHmac('sha256', 's3cret').update('order_A|pay_B').digest('hex');
    expect(paymentSignature('s3cret', 'order_A', 'pay_B')).toBe(expected);
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_B', expected)).toBe(true);
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_B', expected.toUpperCase())).toBe(true);
    expect(verifyPaymentSignature('s3cret', 'order_A', 'pay_C', expected)).toBe(false);
    expect(signatureMatches(expected, expected.slice(1))).toBe(false);
    expect(signatureMatches(expected, undefined)).toBe(false);
    expect(signatureMatches(expected, ['x'])).toBe(false);
    expect(signatureMatches(expected, 'é'.repeat(32))).toBe(false);
  });

  it('signs webhooks over the raw bytes', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = crypto.createHmac('sha256', 'wh').update(body).digest('hex');
    expect(verifyWebhookSignature('wh', body, signature)).toBe(true);
    expect(verifyWebhookSignature('wh', Buffer.from('{"event": "payment.captured"}'), signature)).toBe(false);
  });

  it('makes unbiased base62 ids and receipt numbers in the documented shape', () => {
    expect(randomBase62(14)).toMatch(/^[0-9A-Za-z]{14}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomBase62(14))).size).toBe(100);
    expect(formatReceiptNumber('membership', 2025, 1)).toBe('DBJS/M/2025-26/00001');
    expect(formatReceiptNumber('donation', 2099, 123456)).toBe('DBJS/D/2099-00/123456');
    // Sandbox payments have a series of their own, apart from the Sabha's books.
    expect(formatReceiptNumber('donation', 2026, 3, { test: true })).toBe('DBJS/TEST/D/2026-27/00003');
    expect(receiptSeriesOf({ kind: 'donation', gateway: 'sandbox' })).toBe('test-donation');
    expect(receiptSeriesOf({ kind: 'donation', gateway: 'razorpay' })).toBe('donation');
  });
});

describe('private file store', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-private-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('encrypts with AES-256-GCM, authenticates the storage key and detects tampering', async () => {
    const store = createPrivateFileStore({ dataDir });
    const secret = Buffer.from('%PDF-1.4 Aadhaar XXXX XXXX 1234 %%EOF');
    const key = await store.save('identity', 'pdf', secret);
    const file = path.join(dataDir, privateFileLocation(key));
    const sealed = fs.readFileSync(file);
    expect(sealed.includes(Buffer.from('Aadhaar'))).toBe(false);
    expect(await store.read(key)).toEqual(secret);

    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    fs.writeFileSync(file, tampered);
    await expect(store.read(key)).rejects.toThrow();

    const keyBytes = uploadKey(dataDir);
    const moved = encryptBytes(keyBytes, secret, 'identity/2025/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf');
    expect(() =>
      decryptBytes(keyBytes, moved, 'identity/2025/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf'),
    ).toThrow();
  });

  it('generates the key once with owner-only permissions, or takes UPLOAD_ENCRYPTION_KEY', async () => {
    const first = uploadKey(dataDir);
    expect(uploadKey(dataDir)).toEqual(first);
    expect(fs.statSync(path.join(dataDir, 'keys', 'upload.key')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'keys')).mode & 0o777).toBe(0o700);

    const configured = crypto.randomBytes(32).toString('base64');
    const store = createPrivateFileStore({ dataDir, encryptionKey: configured });
    const key = await store.save('photo', 'png', Buffer.from('png bytes'));
    const sealed = fs.readFileSync(path.join(dataDir, privateFileLocation(key)));
    expect(decryptBytes(Buffer.from(configured, 'base64'), sealed, key).toString()).toBe('png bytes');
    expect(() => uploadKey(dataDir, 'c2hvcnQ=')).toThrow(/32 bytes/);
  });

  it('refuses storage keys that could name a file outside the store', () => {
    for (const bad of [
      '../keys/upload.key',
      'identity/2025/../../x.pdf',
      '/etc/passwd',
      'identity/2025/abc.exe',
    ]) {
      expect(() => privateFileLocation(bad)).toThrow();
    }
  });

  it('derives the sandbox signing key from the upload key, alike on every instance, and keeps no file of it', () => {
    const shared = crypto.randomBytes(32).toString('base64');
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-private-'));
    try {
      const secret = sandboxSecret({ dataDir, uploadEncryptionKey: shared });
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(sandboxSecret({ dataDir: otherDataDir, uploadEncryptionKey: shared })).toBe(secret);
      const another = crypto.randomBytes(32).toString('base64');
      expect(sandboxSecret({ dataDir, uploadEncryptionKey: another })).not.toBe(secret);
      // Without UPLOAD_ENCRYPTION_KEY: from the upload key generated into DATA_DIR (owner-only).
      expect(sandboxSecret({ dataDir: otherDataDir })).toBe(
        sandboxSecret({
          dataDir: otherDataDir,
          uploadEncryptionKey: uploadKey(otherDataDir).toString('base64'),
        }),
      );
      expect(fs.existsSync(path.join(dataDir, 'keys', 'sandbox.key'))).toBe(false);
      expect(fs.existsSync(path.join(otherDataDir, 'keys', 'sandbox.key'))).toBe(false);
    } finally {
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it('still accepts a sandbox payment signed with the sandbox.key an earlier version left in DATA_DIR', async () => {
    const legacy = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(path.join(dataDir, 'keys'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'keys', 'sandbox.key'), legacy, { mode: 0o600 });
    const keys = { dataDir, uploadEncryptionKey: crypto.randomBytes(32).toString('base64') };
    const gateway = createSandboxGateway(undefined as unknown as Db, keys);
    const [order, payment] = ['order_AAAAAAAAAAAAAA', 'pay_BBBBBBBBBBBBBB'];
    for (const secret of [legacy, sandboxSecret(keys)]) {
      expect(await gateway.verifySignature(order, payment, paymentSignature(secret, order, payment))).toBe(
        true,
      );
    }
    const stranger = crypto.randomBytes(32).toString('hex');
    expect(await gateway.verifySignature(order, payment, paymentSignature(stranger, order, payment))).toBe(
      false,
    );
  });
});

describe('receipt PDF', () => {
  const order = {
    id: 1,
    kind: 'donation' as const,
    receiptId: 'DBJS-D-abcdefghijklmnop',
    gatewayOrderId: 'order_ABCDEFGHIJKLMN',
    gateway: 'razorpay',
    language: 'en' as const,
    basePaise: 51_250,
    gatewayChargePaise: 1025,
    gstPaise: 185,
    totalPaise: 52_460,
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
    ...SANGLI_PLACE,
    address: '7 Station Road',
    erasedAt: null,
    createdAt: new Date(),
  };
  /** The same person as a member awaiting the office's approval. */
  const member = {
    ...person,
    dbjsMember: true,
    magazineMember: false,
    photoKey: null,
    identityKey: null,
    identityDeletedAt: null,
    approval: 'awaiting' as const,
    membershipNumber: null,
    approvalDecidedAt: null,
    approvalDecidedBy: null,
    rejectionReason: null,
  };

  /** A donation receipt of `order` for `person`, with the donation's details (and any of the person's changed). */
  const donationRecord = (
    donor: Omit<DonationRow, keyof typeof person> & Partial<typeof person>,
  ): ReceiptRecord => ({ kind: 'donation', order, person: { ...person, ...donor }, sabhaAddress: '' });

  it('carries the 80G wording, PAN, amount in words, mode, date and number on donation receipts', async () => {
    const record = donationRecord({
      pan: 'ABCDE1234F',
      donationType: 'cost_of_education',
      frequency: 'Yearly',
      updatesConsent: true,
    });
    const pdf = await renderReceiptPdf(record, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Donation Receipt',
      'DBJS/D/2025-26/00007',
      '4th July, 2025',
      'Rahul Chougule',
      '7 Station Road, Miraj, Sangli, Maharashtra, 416410',
      'ABCDE1234F',
      'Online (Razorpay)',
      'Rupees Five Hundred Twelve and Paise Fifty Only',
      'section 80G',
      'Cost of education',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(text).not.toContain('SANDBOX');
  });

  it('leaves 80G out of membership receipts and marks sandbox receipts', async () => {
    const record: ReceiptRecord = {
      kind: 'membership',
      order: {
        ...order,
        kind: 'membership',
        gateway: 'sandbox',
        basePaise: 50_000,
        gatewayChargePaise: 1000,
        gstPaise: 180,
        totalPaise: 51_180,
        receiptNumber: 'DBJS/M/2025-26/00001',
      },
      person: member,
      sabhaAddress: 'Sabha office, Kolhapur',
    };
    const text = pdfText(await renderReceiptPdf(record, { compress: false }));
    expect(text).toContain('Membership Fee Receipt');
    expect(text).toContain('Online (sandbox)');
    expect(text).toContain('SANDBOX TEST RECEIPT');
    expect(text).toContain('Rupees Five Hundred Eleven and Paise Eighty Only');
    expect(text).not.toContain('80G');
  });

  it('renders names and addresses written in Devanagari or Kannada', async () => {
    const record = donationRecord({
      firstName: 'राहुल',
      surname: 'ಚೌಗುಲೆ',
      address: '७ स्टेशन रोड',
      pan: '',
      donationType: 'cost_of_education',
      frequency: 'Monthly',
      updatesConsent: false,
    });
    const pdf = await renderReceiptPdf(record);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses to render an unpaid order', async () => {
    const record: ReceiptRecord = {
      kind: 'membership',
      order: { ...order, kind: 'membership', status: 'pending', receiptNumber: null },
      person: member,
      sabhaAddress: '',
    };
    await expect(renderReceiptPdf(record)).rejects.toThrow(/not paid/);
  });
});

describe('mailer', () => {
  it('reads SMTP_URL with credentials, TLS and query options', () => {
    expect(
      smtpTransportOptions('smtps://user%40x:p%40ss@mail.example.org?tls.rejectUnauthorized=false'),
    ).toMatchObject({
      host: 'mail.example.org',
      port: 465,
      secure: true,
      auth: { user: 'user@x', pass: 'p@ss' },
      tls: { rejectUnauthorized: false },
      connectionTimeout: 10_000,
    });
    expect(smtpTransportOptions('smtp://localhost:2525')).toMatchObject({
      host: 'localhost',
      port: 2525,
      secure: false,
    });
  });

  it('writes .eml files with attachments into DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-mail-'));
    try {
      const mailer = createMailer({ dataDir, publicUrl: 'https://dbjs.example.org' });
      const result = await mailer.send({
        to: 'someone@example.com',
        subject: 'Your donation receipt DBJS/D/2025-26/00001',
        text: 'Thank you',
        attachments: [
          { filename: 'r.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
        ],
      });
      expect(result.delivered).toBe('outbox');
      const mail = fs.readFileSync(result.file!, 'utf8');
      expect(mail).toContain('From: Dakshin Bharat Jain Sabha <no-reply@dbjs.example.org>');
      expect(mail).toContain('filename=r.pdf');
      expect(fs.statSync(result.file!).mode & 0o077).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('sandbox checkout script', () => {
  it('is plain JavaScript without template placeholders or inline style attributes', () => {
    expect(() => new Function(SANDBOX_CHECKOUT_SCRIPT)).not.toThrow();
    expect(SANDBOX_CHECKOUT_SCRIPT).not.toMatch(/setAttribute\('style'|innerHTML|<style/);
    expect(SANDBOX_CHECKOUT_SCRIPT).toContain('"Pay (sandbox)"');
    expect(SANDBOX_CHECKOUT_SCRIPT).toContain('"Fail payment"');
  });

  it('carries its texts in every language, each translated', () => {
    expect(Object.keys(SANDBOX_CHECKOUT_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    const english = SANDBOX_CHECKOUT_TEXTS.en;
    for (const language of TRANSLATED_LANGUAGES) {
      const texts = SANDBOX_CHECKOUT_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english) as Array<keyof typeof english>) {
        expect(texts[key]).toBeTruthy();
        // Every text differs from the English (the catalogs translate them), the placeholders kept.
        if (key !== 'title') expect([language, key, texts[key]]).not.toEqual([language, key, english[key]]);
        if (english[key].includes('{id}')) expect(texts[key]).toContain('{id}');
      }
    }
    // Written as ASCII escapes: the script reads the same in any charset.
    expect(SANDBOX_CHECKOUT_SCRIPT).not.toMatch(/[^ -~\s]/);
  });
});
