import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Members' photos and identity documents (Aadhaar) live under DATA_DIR/private, never under a public path, with
// names the server makes up. Both kinds are encrypted at rest with AES-256-GCM: identity files must be (Aadhaar
// Act, DPDP Act 2023) and treating photos the same keeps one code path. Only the office console reads them back.

const MAGIC = Buffer.from('DBJSENC1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
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
  /** Encrypts and stores the bytes; answers the storage key kept in the database. */
  save(kind: PrivateFileKind, extension: PrivateFileExtension, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Where a key lives on disk (tests and the office console's deletion job). */
  pathOf(key: string): string;
  /** Every stored file with the time it was written (the sweep for files no record points to). */
  list(): Promise<Array<{ key: string; modified: Date }>>;
}

export function createPrivateFileStore(options: {
  dataDir: string;
  encryptionKey?: string;
}): PrivateFileStore {
  const root = path.join(options.dataDir, 'private');
  let key: Buffer | undefined;
  const cipherKey = () => (key ??= uploadKey(options.dataDir, options.encryptionKey));

  function pathOf(storageKey: string): string {
    // Keys come from our own database, but a strict shape means no key can ever name a file outside `root`.
    if (!KEY_PATTERN.test(storageKey)) throw new Error('invalid private file key');
    return path.join(root, ...storageKey.split('/'));
  }

  return {
    pathOf,

    async save(kind, extension, bytes) {
      const storageKey = `${kind}/${new Date().getUTCFullYear()}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
      const file = pathOf(storageKey);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(file, encryptBytes(cipherKey(), bytes, storageKey), {
        flag: 'wx',
        mode: 0o600,
      });
      return storageKey;
    },

    async read(storageKey) {
      return decryptBytes(cipherKey(), await fs.promises.readFile(pathOf(storageKey)), storageKey);
    },

    async remove(storageKey) {
      await fs.promises.rm(pathOf(storageKey), { force: true });
    },

    async list() {
      const found: Array<{ key: string; modified: Date }> = [];
      const entries = await fs.promises
        .readdir(root, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const storageKey = path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
        if (!KEY_PATTERN.test(storageKey)) continue;
        const stat = await fs.promises.stat(pathOf(storageKey)).catch(() => null);
        if (stat) found.push({ key: storageKey, modified: stat.mtime });
      }
      return found;
    },
  };
}
