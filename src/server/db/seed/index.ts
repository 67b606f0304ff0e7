import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  createCategory,
  createEvent,
  insertAward,
  insertBoardMember,
  insertMatrimonyCard,
  insertNews,
  insertPresident,
} from '../../repositories/content';
import { hasSettings, insertSettings } from '../../repositories/settings';
import { storedTranslations } from '../../repositories/translations';
import { TRANSLATABLE_FIELDS } from '../../../shared/schemas/translations';
import {
  SEED_COMMITTEE_TRANSLATIONS,
  SEED_EVENT_TRANSLATIONS,
  SEED_PRESIDENT_TRANSLATIONS,
} from './translations';
import { saveReceiptDetails } from '../../repositories/receiptDetails';
import { SEED_RECEIPT_DETAILS } from './receiptDetails';
import { PUBLIC_UPLOADS_DIR, publicImagePath, savePublicImage } from '../../storage/publicImages';
import {
  contentTypeOfKey,
  fileBackendFor,
  type FileBackend,
  type StorageConfig,
} from '../../storage/storedFiles';
import { UPLOAD_VARIANT_WIDTHS, variantPath, variantSource } from '../../../shared/imageVariants';
import {
  SEED_AWARDS,
  SEED_COMMITTEES,
  SEED_EVENTS,
  SEED_MATRIMONY_CARD,
  SEED_NEWS,
  SEED_PRESIDENT,
  SEED_SETTINGS,
  eventHtml,
  youtubeUrl,
} from './content';

/** The demo images shipped with the repository (drawn by scripts/make-seed-images.ts). */
export const SEED_IMAGES_DIR = path.join(__dirname, 'images');

// Any constant works; it only has to be the same in every process that might seed the same database.
const SEED_LOCK_KEY = 1899_04_03;

/** Public paths of the installed seed images, by their path inside SEED_IMAGES_DIR ('events/x.webp'). */
export type SeedImages = Map<string, string>;

/**
 * Stores the seed images under uploads/ with content-hashed names (in the database on PostgreSQL, under DATA_DIR
 * on PGlite). Idempotent and cheap, so it runs on every start: only images not stored yet are written, and a
 * database seeded before its images were lost gets them back.
 */
export async function installSeedImages(files: FileBackend): Promise<SeedImages> {
  const images: SeedImages = new Map();
  const stored = new Set((await files.list(PUBLIC_UPLOADS_DIR)).map((file) => file.key));
  for (const folder of fs.readdirSync(SEED_IMAGES_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const names = fs.readdirSync(path.join(SEED_IMAGES_DIR, folder.name));
    for (const file of names) {
      // x-400w.webp is a narrower copy of x.webp: stored below under the name the rule gives x's public path.
      if (!file.endsWith('.webp') || variantSource(file)) continue;
      const bytes = fs.readFileSync(path.join(SEED_IMAGES_DIR, folder.name, file));
      const baseName = file.replace(/\.webp$/, '');
      const publicPath = publicImagePath(folder.name, baseName, bytes, 'webp');
      if (!stored.has(publicPath)) await savePublicImage(files, folder.name, baseName, bytes, 'webp');
      for (const width of UPLOAD_VARIANT_WIDTHS) {
        const variantFile = variantPath(file, width);
        const variantKey = variantPath(publicPath, width);
        if (!names.includes(variantFile) || stored.has(variantKey)) continue;
        const variantBytes = fs.readFileSync(path.join(SEED_IMAGES_DIR, folder.name, variantFile));
        await files.put(variantKey, variantBytes, contentTypeOfKey(variantKey));
      }
      images.set(`${folder.name}/${file}`, publicPath);
    }
  }
  return images;
}

function imageOf(images: SeedImages, key: string): string {
  const publicPath = images.get(key);
  if (!publicPath) throw new Error(`Seed image ${key} is missing; run npx tsx scripts/make-seed-images.ts`);
  return publicPath;
}

/**
 * Inserts the demo content when the database has no site settings yet, all in one transaction, and answers
 * whether it did. Two processes starting together on one PostgreSQL database seed it once: the advisory lock
 * makes the second wait, and it then finds the settings row.
 */
export async function seedIfEmpty(db: Db, storage: StorageConfig): Promise<boolean> {
  const images = await installSeedImages(fileBackendFor(db, storage));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasSettings(tx)) return false;

    await insertSettings(tx, SEED_SETTINGS);
    await saveReceiptDetails(tx, SEED_RECEIPT_DETAILS);
    for (const item of SEED_NEWS) await insertNews(tx, item);

    // Oldest first, so that of two events with one name the earlier keeps the plain slug.
    const events = [...SEED_EVENTS].sort((a, b) => a.date.localeCompare(b.date));
    for (const event of events) {
      await createEvent(tx, {
        name: event.name,
        eventDate: event.date,
        image: imageOf(images, `events/${event.key}.webp`),
        description: eventHtml(event),
        youtubeUrl: event.youtubeId ? youtubeUrl(event.youtubeId) : null,
        gallery: Array.from({ length: event.galleryCount }, (_, i) =>
          imageOf(images, `gallery/${event.key}-${i + 1}.webp`),
        ),
        translations: storedTranslations(SEED_EVENT_TRANSLATIONS[event.key] ?? {}, TRANSLATABLE_FIELDS.event),
      });
    }

    for (const [index, committee] of SEED_COMMITTEES.entries()) {
      const translated = SEED_COMMITTEE_TRANSLATIONS[committee.name];
      const categoryId = await createCategory(tx, {
        parent: 'about_us',
        name: committee.name,
        sortOrder: index + 1,
        translations: storedTranslations(translated?.category ?? {}, TRANSLATABLE_FIELDS.category),
      });
      for (const [position, member] of committee.members.entries()) {
        await insertBoardMember(tx, {
          categoryId,
          image: imageOf(images, `people/${member.key}.webp`),
          name: member.name,
          type: member.role,
          sortOrder: position + 1,
          translations: storedTranslations(
            translated?.members[member.key] ?? {},
            TRANSLATABLE_FIELDS.boardMember,
          ),
        });
      }
    }

    await insertPresident(tx, {
      salutation: SEED_PRESIDENT.salutation,
      name: SEED_PRESIDENT.name,
      subname: SEED_PRESIDENT.subname,
      image: imageOf(images, `people/${SEED_PRESIDENT.person.key}.webp`),
      description: SEED_PRESIDENT.description,
      translations: storedTranslations(SEED_PRESIDENT_TRANSLATIONS, TRANSLATABLE_FIELDS.president),
    });

    for (const [index, group] of SEED_AWARDS.entries()) {
      const categoryId = await createCategory(tx, {
        parent: 'awards',
        name: group.category,
        sortOrder: index + 1,
      });
      for (const [position, award] of group.awards.entries()) {
        await insertAward(tx, {
          categoryId,
          title: award.title,
          description: award.description,
          sortOrder: position + 1,
        });
      }
    }

    await insertMatrimonyCard(tx, {
      date: SEED_MATRIMONY_CARD.date,
      title: SEED_MATRIMONY_CARD.title,
      subTitle: SEED_MATRIMONY_CARD.subTitle,
      time: SEED_MATRIMONY_CARD.time,
      image: imageOf(images, `matrimony/${SEED_MATRIMONY_CARD.key}.webp`),
    });
    return true;
  });
}
