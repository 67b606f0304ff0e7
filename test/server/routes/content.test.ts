import {
  awardsResponseSchema,
  boardResponseSchema,
  categoriesResponseSchema,
  eventsPageResponseSchema,
  eventViewResponseSchema,
  homepageResponseSchema,
  matrimonyResponseSchema,
  presidentResponseSchema,
  settingsResponseSchema,
  type Event,
} from '../../../src/shared/schemas';
import { eventSlug } from '../../../src/shared/slug';
import {
  SEED_COMMITTEES,
  SEED_CONTENT_WRITTEN_ON,
  SEED_EVENTS,
  SEED_SETTINGS,
} from '../../../src/server/db/seed/content';
import { describeEachDatabase, emptyContent } from '../helpers/harness';

// The read endpoints (docs/api.md#read-endpoints), answered from the seeded demo content and from an empty
// database.

describeEachDatabase('read endpoints', (server) => {
  const get = async (url: string) => {
    const response = await server().app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  describe('with the demo content', () => {
    it('fetch/settings answers the one settings row with exactly the API fields', async () => {
      const { status, body } = await get('/api/fetch/settings');
      expect(status).toBe(200);
      expect(settingsResponseSchema.parse(body)).toEqual({ result: [SEED_SETTINGS] });
      expect(Object.keys(body.result[0]).sort()).toEqual(Object.keys(SEED_SETTINGS).sort());
    });

    it('fetch/homepage-data answers at most 9 events, newest first, and the latest news', async () => {
      const { status, body } = await get('/api/fetch/homepage-data');
      expect(status).toBe(200);
      const data = homepageResponseSchema.parse(body);
      expect(data.events).toHaveLength(9);
      const dates = data.events.map((event) => event.event_date);
      expect(dates).toEqual([...dates].sort().reverse());
      const newest = [...SEED_EVENTS].sort((a, b) => b.date.localeCompare(a.date))[0];
      expect(data.events[0].event_name).toBe(newest.name);
      expect(data.latest_news.length).toBeGreaterThanOrEqual(3);
      expect(data.latest_news[0].content).toContain('Annual General Meeting');
    });

    it('fetch/events pages newest first with total_pages, and the pages do not overlap', async () => {
      const first = eventsPageResponseSchema.parse((await get('/api/fetch/events/?per_page=9&page=1')).body);
      const second = eventsPageResponseSchema.parse((await get('/api/fetch/events?per_page=9&page=2')).body);
      expect(first.total_pages).toBe(Math.ceil(SEED_EVENTS.length / 9));
      expect(first.total_pages).toBe(2);
      expect(first.data).toHaveLength(9);
      expect(second.data).toHaveLength(SEED_EVENTS.length - 9);
      const all = [...first.data, ...second.data];
      expect(new Set(all.map((event) => event.id)).size).toBe(SEED_EVENTS.length);
      const dates = all.map((event) => event.event_date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('fetch/events uses per_page 9 and page 1 by default, and answers an empty page past the end', async () => {
      const defaults = eventsPageResponseSchema.parse((await get('/api/fetch/events')).body);
      expect(defaults.data).toHaveLength(9);
      const everything = eventsPageResponseSchema.parse((await get('/api/fetch/events?per_page=50')).body);
      expect(everything.data).toHaveLength(SEED_EVENTS.length);
      expect(everything.total_pages).toBe(1);
      const beyond = await get('/api/fetch/events?page=7');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual({ data: [], total_pages: 2 });
    });

    it('every event has the API shape: slug, date, image, HTML description, gallery of 3 to 6 once held', async () => {
      const { body } = await get('/api/fetch/events?per_page=50');
      for (const event of body.data as Event[]) {
        expect(event.event_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(event.event_image).toMatch(/^uploads\/events\/[a-z0-9-]+\.webp$/);
        expect(event.event_description).toMatch(/^<p>/);
        // Photos are taken at an event: one still to come when the demo content was written has none (issue 9).
        // Against that day, not today's: the content stays as written while the calendar moves on.
        const [least, most] = event.event_date > SEED_CONTENT_WRITTEN_ON ? [0, 0] : [3, 6];
        expect(event.event_gallery.length).toBeGreaterThanOrEqual(least);
        expect(event.event_gallery.length).toBeLessThanOrEqual(most);
        expect(
          event.youtube_url === null ||
            /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(event.youtube_url),
        ).toBe(true);
        expect(event.event_slug.startsWith(eventSlug(event.event_name))).toBe(true);
      }
    });

    it('two events with one name get unique slugs, the earlier one the plain slug', async () => {
      const { body } = await get('/api/fetch/events?per_page=50');
      const camps = (body.data as Event[]).filter((event) => event.event_name === 'Blood Donation Camp');
      expect(camps).toHaveLength(2);
      const byDate = camps.sort((a, b) => a.event_date.localeCompare(b.event_date));
      expect(byDate.map((event) => event.event_slug)).toEqual([
        'blood-donation-camp',
        'blood-donation-camp-2',
      ]);
    });

    it('fetch/event-view/{slug} answers the event; an unknown slug is 404 with a message', async () => {
      const found = await get('/api/fetch/event-view/blood-donation-camp-2');
      expect(found.status).toBe(200);
      const { result } = eventViewResponseSchema.parse(found.body);
      expect(result.event_date).toBe('2026-06-13');
      expect((await get('/api/fetch/event-view/Blood-Donation-Camp')).body.result.event_date).toBe(
        '2025-06-14',
      );
      expect((await get('/api/fetch/event-view/blood-donation-camp/')).status).toBe(200);
      const missing = await get('/api/fetch/event-view/no-such-event');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'This event could not be found.' });
      expect((await get(`/api/fetch/event-view/${'x'.repeat(400)}`)).status).toBe(404);
      expect((await get('/api/fetch/event-view/%E0%A4%AE')).status).toBe(404);
    });

    it('fetch/categories orders about_us and awards by their order, ascending or descending', async () => {
      const about = categoriesResponseSchema.parse(
        (await get('/api/fetch/categories/?parent_name=about_us&order=asc')).body,
      );
      expect(about.result.map((category) => category.category_name)).toEqual(
        SEED_COMMITTEES.map((c) => c.name),
      );
      const defaultOrder = (await get('/api/fetch/categories?parent_name=about_us')).body;
      expect(defaultOrder).toEqual(about);
      const reversed = (await get('/api/fetch/categories/?parent_name=about_us&order=desc')).body;
      expect(reversed.result).toEqual([...about.result].reverse());
      const awards = categoriesResponseSchema.parse(
        (await get('/api/fetch/categories/?parent_name=awards')).body,
      );
      expect(awards.result.map((category) => category.category_name)).toContain('Samaj Bhushan Puraskar');
      expect(awards.result.length).toBeGreaterThanOrEqual(4);
    });

    it('fetch/board-of-directors answers the members of a category in order; an unknown one is empty', async () => {
      const { status, body } = await get(
        '/api/fetch/board-of-directors/?category_name=Board%20of%20Directors',
      );
      expect(status).toBe(200);
      const members = boardResponseSchema.parse(body).result;
      const expected = SEED_COMMITTEES.find((c) => c.name === 'Board of Directors')!.members;
      expect(members.map((member) => member.profile_name)).toEqual(expected.map((member) => member.name));
      expect(members[0]).toEqual({
        id: expect.any(Number),
        profile_image: expect.stringMatching(/^uploads\/people\/.+\.webp$/),
        profile_name: 'Shri Prakash Vasagade',
        profile_type: 'Chairman',
      });
      const central = (await get('/api/fetch/board-of-directors?category_name=Central+Committee')).body
        .result;
      expect(central[0].profile_type).toBe('President');
      expect(await get('/api/fetch/board-of-directors/?category_name=Nobody')).toEqual(
        expect.objectContaining({ status: 200, body: { result: [] } }),
      );
      // An awards category is not a committee.
      expect(
        (await get('/api/fetch/board-of-directors/?category_name=Yuva%20Gaurav%20Puraskar')).body,
      ).toEqual({ result: [] });
    });

    it('fetch/about-president answers the president record with sanitised HTML', async () => {
      const { status, body } = await get('/api/fetch/about-president');
      expect(status).toBe(200);
      const [president] = presidentResponseSchema.parse(body).result;
      expect(president.salutation).toBe('Shri');
      expect(president.president_subname).toBe('President, Dakshin Bharat Jain Sabha');
      expect(president.president_description).toContain('<ul><li>');
      expect(president.president_description).not.toMatch(/<(?!\/?(p|b|strong|i|em|br|ul|li)>)/);
    });

    it('fetch/awards answers every award with its category name, grouped by category', async () => {
      const { body } = await get('/api/fetch/awards');
      const awards = awardsResponseSchema.parse(body).result;
      const names = awards.map((award) => award.category_name);
      expect(names[0]).toBe('Samaj Bhushan Puraskar');
      // grouped: once a category ends it does not come back
      const groups = names.filter((name, index) => index === 0 || names[index - 1] !== name);
      expect(new Set(groups).size).toBe(groups.length);
      for (const group of groups) {
        const count = names.filter((name) => name === group).length;
        expect(count).toBeGreaterThanOrEqual(2);
        expect(count).toBeLessThanOrEqual(4);
      }
    });

    it('fetch/matrimony-event-card answers at both the single and the double slash path', async () => {
      const single = await get('/api/fetch/matrimony-event-card');
      const double = await get('/api/fetch//matrimony-event-card');
      const trailing = await get('/api/fetch//matrimony-event-card/');
      expect(single.status).toBe(200);
      expect(double).toEqual(expect.objectContaining({ status: 200, body: single.body }));
      expect(trailing.body).toEqual(single.body);
      const [card] = matrimonyResponseSchema.parse(single.body).result;
      expect(card.date).toMatch(/^2027-\d{2}-\d{2}$/);
      expect(card.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(card.card_image).toMatch(/^uploads\/matrimony\/.+\.webp$/);
    });

    it.each([
      '/api/fetch/settings/',
      '/api/fetch/homepage-data/',
      '/api/fetch/categories?parent_name=awards',
      '/api/fetch/board-of-directors?category_name=Trustees',
      '/api/fetch/about-president/',
      '/api/fetch/events',
      '/api/fetch/awards/',
      '/api//fetch/awards',
    ])('%s answers with or without its trailing slash', async (url) => {
      expect((await get(url)).status).toBe(200);
    });

    it('every image path the API answers is served from /api/uploads', async () => {
      const { body } = await get('/api/fetch/events?per_page=2');
      const event = body.data[0] as Event;
      for (const image of [event.event_image, ...event.event_gallery]) {
        const response = await server().app.inject({ method: 'GET', url: `/api/${image}` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
      }
    });
  });

  describe('malformed queries', () => {
    it.each([
      ['/api/fetch/events?per_page=abc', 'per_page must be a whole number from 1 to 50.'],
      ['/api/fetch/events?per_page=0', 'per_page must be a whole number from 1 to 50.'],
      ['/api/fetch/events?per_page=51', 'per_page must be a whole number from 1 to 50.'],
      ['/api/fetch/events?per_page=-1', 'per_page must be a whole number from 1 to 50.'],
      ['/api/fetch/events?per_page=2.5', 'per_page must be a whole number from 1 to 50.'],
      ['/api/fetch/events?page=0', 'page must be a whole number from 1 to 100000.'],
      ['/api/fetch/events?page=abc', 'page must be a whole number from 1 to 100000.'],
      ['/api/fetch/events?page=1e3', 'page must be a whole number from 1 to 100000.'],
      ['/api/fetch/events?page=99999999999', 'page must be a whole number from 1 to 100000.'],
      ['/api/fetch/events?page=1&page=2', 'page must be given only once.'],
      ['/api/fetch/categories/?parent_name=about_us&order=sideways', 'order must be asc or desc.'],
      ['/api/fetch/categories/', 'parent_name must be about_us or awards.'],
      ['/api/fetch/categories/?parent_name=members', 'parent_name must be about_us or awards.'],
      [
        '/api/fetch/categories/?parent_name=about_us&parent_name=awards',
        'parent_name must be given only once.',
      ],
      ['/api/fetch/board-of-directors/', 'category_name is required.'],
      ['/api/fetch/board-of-directors/?category_name=', 'category_name is required.'],
      ['/api/fetch/board-of-directors/?category_name=%20%20', 'category_name is required.'],
      [`/api/fetch/board-of-directors/?category_name=${'a'.repeat(101)}`, 'category_name is too long.'],
    ])('%s is 400 with a message', async (url, message) => {
      const { status, body, headers } = await get(url);
      expect(status).toBe(400);
      expect(headers['content-type']).toMatch(/^application\/json/);
      expect(body).toEqual({ message });
    });
  });

  describe('on an empty database', () => {
    beforeAll(async () => {
      await emptyContent(server().db);
      // Emptied behind the app's back, not by an office write: the read cache is told by hand.
      await server().app.contentChanged();
    });

    it.each([
      ['/api/fetch/settings', { result: [] }],
      ['/api/fetch/homepage-data', { latest_news: [], events: [] }],
      ['/api/fetch/categories/?parent_name=about_us', { result: [] }],
      ['/api/fetch/categories/?parent_name=awards&order=desc', { result: [] }],
      ['/api/fetch/board-of-directors/?category_name=Trustees', { result: [] }],
      ['/api/fetch/about-president', { result: [] }],
      ['/api/fetch/events/?per_page=9&page=1', { data: [], total_pages: 0 }],
      ['/api/fetch/awards', { result: [] }],
      ['/api/fetch//matrimony-event-card', { result: [] }],
    ])('%s is 200 with an empty list', async (url, expected) => {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      expect(body).toEqual(expected);
    });

    it('fetch/event-view is 404 for any slug', async () => {
      expect((await get('/api/fetch/event-view/blood-donation-camp')).status).toBe(404);
    });
  });
});
