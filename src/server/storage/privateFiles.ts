import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { keyFingerprints } from '../db/schema';
import {
  contentTypeOfKey,
  directoryBackend,
  fileBackendFor,
  type FileBackend,
  type StorageConfig,
} from './storedFiles';

// Members' photos and identity documents (Aadhaar) live under private/ (in stored_files on PostgreSQL, under
// DATA_DIR on PGlite: see storedFiles.ts), never under a public path, with names the server makes up. Both kinds
// are encrypted at rest with AES-256-GCM before they are stored: identity files must be (Aadhaar Act, DPDP Act
// 2023) and treating photos the same keeps one code path. Only the office console reads them back.

const MAGIC = Buffer.from('DBJSENC1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PRIVATE_FOLDER = 'private';
const KEY_PATTERN = /^(photo|identity)\/\d{4}\/[0-9a-f]{32}\.(png|jpg|pdf)$/;

export type PrivateFileKind = 'photo' | 'identity';
export type PrivateFileExtension = 'png' | 'jpg' | 'pdf';

/**
 * Reads a secret from DATA_DIR/keys/<name>, creating it once with owner-only permissions. Creation uses the
 * exclusive flag, so two processes starting together end up with the same secret.
 */
export function readOrCreateSecretFile(dataDir: string, name: string, create: () => string): string {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The upload key: UPLOAD_ENCRYPTION_KEY (base64 of 32 bytes) or one generated into DATA_DIR/keys/upload.key. */
export function uploadKey(dataDir: string, configured?: string): Buffer {
  const text =
    configured ??
    readOrCreateSecretFile(dataDir, 'upload.key', () => crypto.randomBytes(32).toString('base64'));
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('The upload encryption key must be the base64 of exactly 32 bytes.');
  return key;
}

export function encryptBytes(key: Buffer, plain: Buffer, associated: string): Buffer {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  // The storage key is authenticated too, so a file moved under another record's name does not decrypt.
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

export function decryptBytes(key: Buffer, sealed: Buffer, associated: string): Buffer {
  if (
    sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES ||
    !sealed.subarray(0, MAGIC.length).equals(MAGIC)
  ) {
    throw new Error('not an encrypted private file');
  }
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
}

export interface PrivateFileStore {
  /**
   * Encrypts and stores the bytes; answers the storage key kept in the database. Give the transaction that
   * inserts the row pointing to the file: in the database the file then commits or rolls back with it.
   */
  save(kind: PrivateFileKind, extension: PrivateFileExtension, bytes: Buffer, tx?: Db): Promise<string>;
  /** The decrypted bytes; throws when the file is missing or does not decrypt. */
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string, tx?: Db): Promise<void>;
  /** Every stored file with the time it was written (the sweep for files no record points to). */
  list(): Promise<Array<{ key: string; modified: Date }>>;
}

/** Where a private file lives in its backend (and under DATA_DIR on PGlite). */
export function privateFileLocation(storageKey: string): string {
  // Keys come from our own database, but a strict shape means no key can ever name a file outside `private/`.
  if (!KEY_PATTERN.test(storageKey)) throw new Error('invalid private file key');
  return `${PRIVATE_FOLDER}/${storageKey}`;
}

export function createPrivateFileStore(options: {
  dataDir: string;
  encryptionKey?: string;
  /** Where the sealed bytes go; DATA_DIR/private by default. */
  backend?: FileBackend;
}): PrivateFileStore {
  const backend = options.backend ?? directoryBackend(options.dataDir);
  let key: Buffer | undefined;
  const cipherKey = () => (key ??= uploadKey(options.dataDir, options.encryptionKey));

  return {
    async save(kind, extension, bytes, tx) {
      const storageKey = `${kind}/${new Date().getUTCFullYear()}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
      const sealed = encryptBytes(cipherKey(), bytes, storageKey);
      const location = privateFileLocation(storageKey);
      await backend.put(location, sealed, contentTypeOfKey(location), tx);
      return storageKey;
    },

    async read(storageKey) {
      const stored = await backend.get(privateFileLocation(storageKey));
      if (!stored) throw new Error('private file not stored');
      return decryptBytes(cipherKey(), stored.bytes, storageKey);
    },

    exists: (storageKey) => backend.exists(privateFileLocation(storageKey)),

    remove: (storageKey, tx) => backend.remove(privateFileLocation(storageKey), tx),

    async list() {
      const prefix = `${PRIVATE_FOLDER}/`;
      return (await backend.list(PRIVATE_FOLDER))
        .map((file) => ({ key: file.key.slice(prefix.length), modified: file.modified }))
        .filter((file) => KEY_PATTERN.test(file.key));
    },
  };
}

/** The private file store of a configuration: in the database on PostgreSQL, under DATA_DIR on PGlite. */
export function privateFilesFor(
  db: Db,
  config: StorageConfig & { uploadEncryptionKey?: string },
): PrivateFileStore {
  return createPrivateFileStore({
    dataDir: config.dataDir,
    encryptionKey: config.uploadEncryptionKey,
    backend: fileBackendFor(db, config),
  });
}

const UPLOAD_KEY_FINGERPRINT = 'upload-encryption-key';

export const UPLOAD_KEY_MISMATCH_MESSAGE =
  'UPLOAD_ENCRYPTION_KEY is not the key the other instances on this database use (its fingerprint differs from ' +
  'the one recorded in the database): give every instance the same UPLOAD_ENCRYPTION_KEY.';

/** An HMAC of a fixed label under the key: it tells keys apart without revealing anything about them. */
export function uploadKeyFingerprint(key: Buffer): string {
  return crypto.createHmac('sha256', key).update('dbjs upload key fingerprint v1').digest('hex');
}

/**
 * Every instance on one PostgreSQL database reads and writes the same encrypted files, so they must share one
 * upload key. The first instance records the key's fingerprint; an instance with another key (a different
 * UPLOAD_ENCRYPTION_KEY, or none and its own generated DATA_DIR key) refuses to start instead of storing files the
 * others cannot read.
 */
export async function checkSharedUploadKey(
  db: Db,
  config: { dataDir: string; uploadEncryptionKey?: string },
): Promise<void> {
  const fingerprint = uploadKeyFingerprint(uploadKey(config.dataDir, config.uploadEncryptionKey));
  await db
    .insert(keyFingerprints)
    .values({ name: UPLOAD_KEY_FINGERPRINT, fingerprint })
    .onConflictDoNothing();
  const [recorded] = await db
    .select({ fingerprint: keyFingerprints.fingerprint })
    .from(keyFingerprints)
    .where(eq(keyFingerprints.name, UPLOAD_KEY_FINGERPRINT));
  if (!recorded || recorded.fingerprint !== fingerprint) throw new Error(UPLOAD_KEY_MISMATCH_MESSAGE);
}
