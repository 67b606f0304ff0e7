import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { seedIfEmpty, SEED_IMAGES_DIR } from '../../../src/server/db/seed';
import { UPLOAD_VARIANT_WIDTHS, variantPath, variantSource } from '../../../src/shared/imageVariants';
import {
  allSeedPeople,
  SEED_COMMITTEES,
  SEED_EVENTS,
  SEED_MATRIMONY_CARD,
  SEED_SETTINGS,
} from '../../../src/server/db/seed/content';
import {
  listAwards,
  listBoardMembers,
  listCategories,
  listEvents,
  listPresidents,
  latestNews,
} from '../../../src/server/repositories/content';
import { getSettings } from '../../../src/server/repositories/settings';
import { fileBackendFor } from '../../../src/server/storage/storedFiles';
import { describeEachDatabase } from '../helpers/harness';

// The demo content of issue 2: alive, truthful in shape, and seeded exactly once.

describeEachDatabase('demo seed', (server) => {
  it('fills an empty database once: a second run changes nothing', async () => {
    const { db, config } = server();
    const countEvents = async () => (await listEvents(db, { page: 1, perPage: 50 })).data.length;
    const before = await countEvents();
    expect(await seedIfEmpty(db, config)).toBe(false);
    expect(await countEvents()).toBe(before);
  });

  it('two processes seeding at the same moment seed once', async () => {
    const { db, config } = server();
    await db.execute(
      sql`TRUNCATE site_settings, news, events, board_members, awards, categories, presidents, matrimony_cards RESTART IDENTITY CASCADE`,
    );
    const results = await Promise.all([seedIfEmpty(db, config), seedIfEmpty(db, config)]);
    expect(results.sort()).toEqual([false, true]);
    expect((await listEvents(db, { page: 1, perPage: 50 })).data).toHaveLength(SEED_EVENTS.length);
  });

  it('has the settings with contact details and social links', async () => {
    const [settings] = await getSettings(server().db);
    expect(settings).toEqual(SEED_SETTINGS);
    expect(settings.contact_address).toContain('Sangli, Maharashtra 416416');
    expect(settings.contact_mobile).toMatch(/^\+91 /);
    expect(settings.contact_email).toBe('office@dakshinbharatjainsabha.org');
    expect(settings.site_copyright).toBe(
      'Copyright © 2024 Dakshin Bharat Jain Sabha Official Website. All Rights Reserved.',
    );
    for (const url of [
      settings.facebook_url,
      settings.twitter_url,
      settings.insta_url,
      settings.linkedin_url,
      settings.youtube_url,
    ]) {
      expect(url).toMatch(/^https:\/\/(www\.)?(facebook|twitter|instagram|linkedin|youtube)\.com\//);
    }
  });

  it('has at least 3 news items and at least 14 events over 2025 and 2026, two pages at 9 a page', async () => {
    const { db } = server();
    expect((await latestNews(db, 50)).length).toBeGreaterThanOrEqual(3);
    const { data, total_pages } = await listEvents(db, { page: 1, perPage: 50 });
    expect(data.length).toBeGreaterThanOrEqual(14);
    expect(Math.ceil(data.length / 9)).toBe(2);
    expect(total_pages).toBe(1);
    expect(new Set(data.map((event) => event.event_date.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
    expect(new Set(data.map((event) => event.event_image)).size).toBe(data.length);
    for (const event of data) {
      const paragraphs = event.event_description.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
    }
  });

  it('stores every image the content names (DATA_DIR/uploads on PGlite, stored_files on PostgreSQL)', async () => {
    const { db, config } = server();
    const files = fileBackendFor(db, config);
    const { data } = await listEvents(db, { page: 1, perPage: 50 });
    const images = [
      ...data.flatMap((event) => [event.event_image, ...event.event_gallery]),
      ...(await listPresidents(db)).map((president) => president.president_profile_image),
    ];
    for (const category of await listCategories(db, 'about_us', 'asc')) {
      images.push(
        ...(await listBoardMembers(db, category.category_name)).map((member) => member.profile_image),
      );
    }
    for (const image of images) {
      expect(image).toMatch(/^uploads\/[a-z]+\/[a-z0-9-]+-[0-9a-f]{12}\.webp$/);
      expect(await files.exists(image)).toBe(true);
    }
  });

  it('has four committees of 4 to 10 members, the president, and award categories of 2 to 4 awards', async () => {
    const { db } = server();
    const committees = await listCategories(db, 'about_us', 'asc');
    expect(committees.map((category) => category.category_name)).toEqual([
      'Central Committee',
      'Board of Directors',
      'Trustees',
      'Advisory Council',
    ]);
    for (const committee of committees) {
      const members = await listBoardMembers(db, committee.category_name);
      expect(members.length).toBeGreaterThanOrEqual(4);
      expect(members.length).toBeLessThanOrEqual(10);
    }
    const [president] = await listPresidents(db);
    expect(president).toMatchObject({
      salutation: 'Shri',
      president_subname: 'President, Dakshin Bharat Jain Sabha',
    });
    expect(president.president_description).toMatch(/<p>.*<strong>.*<ul><li>/s);
    const awards = await listAwards(db);
    const categories = await listCategories(db, 'awards', 'asc');
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      const count = awards.filter((award) => award.category_name === category.category_name).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
  });
});

describe('demo seed content and images (no database)', () => {
  it('two events share a name on different dates, to exercise unique slugs', () => {
    const names = SEED_EVENTS.map((event) => event.name);
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated).toEqual(['Blood Donation Camp']);
  });

  it('the matrimony card is a future meet in 2027 at half past ten', () => {
    expect(SEED_MATRIMONY_CARD.date.startsWith('2027-')).toBe(true);
    expect(SEED_MATRIMONY_CARD.time).toBe('10:30');
  });

  it('every committee member has a portrait and no event has a made-up YouTube link', () => {
    const keys = new Set(allSeedPeople().map((person) => person.key));
    for (const committee of SEED_COMMITTEES)
      for (const member of committee.members) expect(keys.has(member.key)).toBe(true);
    // No real video of these events is known; an invented id would embed 'Video unavailable' (issue 9).
    expect(SEED_EVENTS.filter((event) => event.youtubeId)).toEqual([]);
  });

  const expectations: [string, number, number, string[]][] = [
    ['events', 1200, 800, SEED_EVENTS.map((event) => `${event.key}.webp`)],
    [
      'gallery',
      800,
      600,
      SEED_EVENTS.flatMap((event) =>
        Array.from({ length: event.galleryCount }, (_, i) => `${event.key}-${i + 1}.webp`),
      ),
    ],
    ['people', 400, 400, allSeedPeople().map((person) => `${person.key}.webp`)],
    ['matrimony', 800, 1000, [`${SEED_MATRIMONY_CARD.key}.webp`]],
  ];
  it.each(expectations)(
    'images/%s are WebP at %ix%i, under 40 KB, one per content item',
    async (folder, width, height, files) => {
      const all = fs.readdirSync(path.join(SEED_IMAGES_DIR, folder));
      const present = all.filter((file) => !variantSource(file)).sort();
      expect(present).toEqual([...files].sort());
      // Event pictures carry the narrower copies the server makes for uploads; nothing else has any.
      const expectedVariants =
        folder === 'events'
          ? files.flatMap((file) => UPLOAD_VARIANT_WIDTHS.map((w) => variantPath(file, w)))
          : [];
      expect(all.filter((file) => variantSource(file)).sort()).toEqual(expectedVariants.sort());
      for (const file of files) {
        const full = path.join(SEED_IMAGES_DIR, folder, file);
        const metadata = await sharp(full).metadata();
        expect([file, metadata.format, metadata.width, metadata.height]).toEqual([
          file,
          'webp',
          width,
          height,
        ]);
        expect(fs.statSync(full).size).toBeLessThan(40 * 1024);
      }
    },
  );
});
