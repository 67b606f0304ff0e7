import type { FastifyInstance } from 'fastify';
import { storeWebp, type AdminUpload } from '../../../admin/uploads';
import type { Db } from '../../../db/client';
import { removePublicFile } from '../../../storage/publicImages';
import { fileBackendFor, type FileBackend } from '../../../storage/storedFiles';

export const DELETED = { message: 'Deleted.' };

export type Store = (folder: 'events' | 'people' | 'matrimony', upload: AdminUpload) => Promise<string>;

/** What every content type's routes share: the app, its database and file backend, and the image helpers. */
export interface ContentContext {
  app: FastifyInstance;
  db: Db;
  files: FileBackend;
  /**
   * Runs work in one transaction with a store for its images. In the database the images commit or roll back
   * with the rows; on disk, the images of a failed save are removed here (a crash in between leaves public
   * images nothing points to, never personal data).
   */
  withImages<T>(work: (tx: Db, store: Store) => Promise<T>): Promise<T>;
  /** Replaced and deleted images go after the rows are saved, so a failed save never loses a shown image. */
  removeImages(paths: (string | null | undefined)[]): Promise<void>;
}

export function contentContext(app: FastifyInstance): ContentContext {
  const { db } = app;
  const files = fileBackendFor(db, app.config);
  async function withImages<T>(work: (tx: Db, store: Store) => Promise<T>): Promise<T> {
    const stored: string[] = [];
    try {
      return await db.transaction((tx) =>
        work(tx, async (folder, upload) => {
          const publicPath = await storeWebp(files, folder, upload.bytes, tx);
          stored.push(publicPath);
          return publicPath;
        }),
      );
    } catch (error) {
      for (const path of stored) await removePublicFile(files, path).catch(() => undefined);
      throw error;
    }
  }
  const removeImages = async (paths: (string | null | undefined)[]) => {
    for (const path of paths) if (path) await removePublicFile(files, path);
  };
  return { app, db, files, withImages, removeImages };
}
