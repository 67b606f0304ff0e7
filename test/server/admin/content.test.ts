import sharp from 'sharp';
import { describeEachDatabase } from '../helpers/harness';
import { photoOfSize, pngBytes } from '../payments/fixtures';
import { signedInOffice } from './adminHelpers';

// Content written from the console shows on the public endpoints at the next request.

describeEachDatabase('office console: content', (server) => {
  const { send, sendForm } = signedInOffice(server, {
    contentType: 'application/octet-stream',
    filename: (field, index) => `${field}-${index}.img`,
  });
  const publicGet = async (url: string) => (await server().app.inject({ method: 'GET', url })).json();

  it('creates an event with image and gallery as WebP, shown on the public list and its page; rename keeps the slug', async () => {
    const { app } = server();
    const created = await sendForm(
      'POST',
      '/api/admin/events',
      {
        event_name: '  Paryushan   Parva 2026 ',
        event_date: '2026-08-20',
        event_description:
          '<p>Ten days of <b>reflection</b><script>alert(1)</script><img src=x onerror="alert(1)"></p>',
        youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      },
      { event_image: await photoOfSize(2400, 1200), event_gallery: [await pngBytes(), await pngBytes()] },
    );
    expect(created.statusCode).toBe(201);
    const event = created.json().result;
    expect(event.event_slug).toBe('paryushan-parva-2026');
    expect(event.event_name).toBe('Paryushan   Parva 2026');
    expect(event.event_description).toBe('<p>Ten days of <b>reflection</b></p>');
    expect(event.youtube_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(event.event_image).toMatch(/^uploads\/events\/[0-9a-f]{24}\.webp$/);
    expect(event.event_gallery).toHaveLength(2);

    const image = await app.inject({ method: 'GET', url: `/api/${event.event_image}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);

    const list = await publicGet('/api/fetch/events/?per_page=50');
    expect(list.data.map((e: { event_slug: string }) => e.event_slug)).toContain('paryushan-parva-2026');
    const view = await publicGet('/api/fetch/event-view/paryushan-parva-2026');
    expect(view.result.event_gallery).toEqual(event.event_gallery);

    // The same name again gets a unique slug.
    const twin = await sendForm(
      'POST',
      '/api/admin/events',
      { event_name: 'Paryushan Parva 2026', event_date: '2026-08-21', event_description: '<p>x</p>' },
      { event_image: await pngBytes() },
    );
    expect(twin.json().result.event_slug).toBe('paryushan-parva-2026-2');

    // Rename, replace the image, keep one gallery image: the slug stays, replaced files are removed.
    const renamed = await sendForm(
      'PUT',
      `/api/admin/events/${event.id}`,
      {
        event_name: 'Paryushan Mahaparva 2026',
        event_date: '2026-08-22',
        event_description: '<p>Updated</p>',
        youtube_url: '',
        keep_gallery: JSON.stringify([event.event_gallery[1]]),
      },
      { event_image: await pngBytes() },
    );
    expect(renamed.statusCode).toBe(200);
    const updated = renamed.json().result;
    expect(updated.event_slug).toBe('paryushan-parva-2026');
    expect(updated.event_name).toBe('Paryushan Mahaparva 2026');
    expect(updated.youtube_url).toBeNull();
    expect(updated.event_gallery).toEqual([event.event_gallery[1]]);
    // Gone from the store (DATA_DIR on PGlite, stored_files on PostgreSQL): the public address answers 404.
    for (const removed of [event.event_image, event.event_gallery[0]])
      expect((await app.inject({ method: 'GET', url: `/api/${removed}` })).statusCode).toBe(404);
    expect((await publicGet('/api/fetch/event-view/paryushan-parva-2026')).result.event_name).toBe(
      'Paryushan Mahaparva 2026',
    );

    const deleted = await send('DELETE', `/api/admin/events/${event.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/fetch/event-view/paryushan-parva-2026' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/${updated.event_image}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/events/${event.id}`)).statusCode).toBe(404);
  });

  it('refuses bad events with every field named: missing image, fake image, oversized image, bad date and link', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const missing = await sendForm('POST', '/api/admin/events', {
      event_name: '',
      event_date: '2026-02-30',
      event_description: '<p>x</p>',
      youtube_url: 'https://vimeo.com/1',
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'event_date',
      'event_image',
      'event_name',
      'youtube_url',
    ]);
    // A valid event but for its image.
    const postWithImage = (image: Buffer) =>
      sendForm(
        'POST',
        '/api/admin/events',
        { event_name: 'A', event_date: '2026-01-01', event_description: '<p>x</p>' },
        { event_image: image },
      );
    const faked = await postWithImage(fake);
    expect(faked.json().errors).toEqual({ event_image: 'Please choose a PNG, JPEG or WebP image.' });
    const pdf = await postWithImage(Buffer.from('%PDF-1.4 ...'));
    expect(pdf.json().errors.event_image).toBe('Please choose a PNG, JPEG or WebP image.');
    const huge = await postWithImage(Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ event_image: 'The image must be 5 MB or smaller.' });
    const notMultipart = await send('POST', '/api/admin/events', { event_name: 'A' });
    expect(notMultipart.statusCode).toBe(400);
    expect((await send('GET', '/api/admin/events/999999')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/events/abc')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/events?per_page=0')).statusCode).toBe(400);
  });

  it('news: create, edit, delete, sanitised, on the home page', async () => {
    const created = await send('POST', '/api/admin/news', {
      content: '<p onclick="x()">Scholarship forms open <a href="javascript:alert(1)">now</a></p>',
      published_on: '2099-01-01',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().result;
    expect(item.content).not.toMatch(/onclick|javascript/);
    expect((await publicGet('/api/fetch/homepage-data')).latest_news[0]).toEqual({
      id: item.id,
      content: item.content,
    });
    const edited = await send('PUT', `/api/admin/news/${item.id}`, {
      content: '<p>Forms close soon</p>',
      published_on: '2099-01-01',
    });
    expect(edited.json().result.content).toBe('<p>Forms close soon</p>');
    expect((await publicGet('/api/fetch/homepage-data')).latest_news[0].content).toBe(
      '<p>Forms close soon</p>',
    );
    expect(
      (await send('POST', '/api/admin/news', { content: '', published_on: 'soon' })).json().errors,
    ).toEqual({
      content: expect.any(String),
      published_on: expect.any(String),
    });
    expect((await send('DELETE', `/api/admin/news/${item.id}`)).statusCode).toBe(200);
    expect(
      (await publicGet('/api/fetch/homepage-data')).latest_news.map((n: { id: number }) => n.id),
    ).not.toContain(item.id);
  });

  it('categories and board members with a photo, on the committee endpoints', async () => {
    const category = await send('POST', '/api/admin/categories', {
      parent_name: 'about_us',
      category_name: 'Youth Wing',
      sort_order: 99,
    });
    expect(category.statusCode).toBe(201);
    const { id: categoryId } = category.json().result;
    expect(
      (await send('POST', '/api/admin/categories', { parent_name: 'about_us', category_name: 'Youth Wing' }))
        .statusCode,
    ).toBe(400);
    expect((await publicGet('/api/fetch/categories/?parent_name=about_us')).result).toContainEqual({
      id: categoryId,
      category_name: 'Youth Wing',
    });

    const member = await sendForm(
      'POST',
      '/api/admin/board-members',
      { category_id: String(categoryId), profile_name: 'Neha Magdum', profile_type: 'Convenor' },
      { profile_image: await pngBytes() },
    );
    expect(member.statusCode).toBe(201);
    const board = await publicGet('/api/fetch/board-of-directors/?category_name=Youth%20Wing');
    expect(board.result).toEqual([
      {
        id: member.json().result.id,
        profile_image: expect.stringMatching(/^uploads\/people\/.+\.webp$/),
        profile_name: 'Neha Magdum',
        profile_type: 'Convenor',
      },
    ]);
    const edited = await sendForm('PUT', `/api/admin/board-members/${member.json().result.id}`, {
      category_id: String(categoryId),
      profile_name: 'Neha S. Magdum',
      profile_type: 'Convenor',
    });
    expect(edited.json().result.profile_image).toBe(member.json().result.profile_image);
    const wrongParent = await sendForm(
      'POST',
      '/api/admin/board-members',
      { category_id: '999999', profile_name: 'X', profile_type: 'Y' },
      { profile_image: await pngBytes() },
    );
    expect(wrongParent.json().errors).toEqual({ category_id: 'Please choose a committee.' });

    const renamed = await send('PUT', `/api/admin/categories/${categoryId}`, {
      category_name: 'Yuva Manch',
      sort_order: 99,
    });
    expect(renamed.json().result.category_name).toBe('Yuva Manch');
    expect((await send('DELETE', `/api/admin/categories/${categoryId}`)).statusCode).toBe(200);
    expect((await publicGet('/api/fetch/board-of-directors/?category_name=Yuva%20Manch')).result).toEqual([]);
  });

  it('president, awards, matrimony card and settings round trips', async () => {
    const president = await sendForm('PUT', '/api/admin/president', {
      salutation: 'Shri',
      president_name: 'Bhalchandra Patil',
      president_subname: 'President, 2026-29',
      president_description: '<p class="x">Serving <strong>since</strong> 1990</p><a href="/x">link</a>',
    });
    expect(president.statusCode).toBe(200);
    const shown = (await publicGet('/api/fetch/about-president')).result[0];
    expect(shown).toMatchObject({
      salutation: 'Shri',
      president_name: 'Bhalchandra Patil',
      president_description: '<p>Serving <strong>since</strong> 1990</p>link',
    });

    const categories = (await send('GET', '/api/admin/categories?parent_name=awards')).json().result;
    const award = await send('POST', '/api/admin/awards', {
      category_id: categories[0].id,
      title: 'Seva Ratna 2026',
      description: 'For forty years of hostel service.',
    });
    expect(award.statusCode).toBe(201);
    expect((await publicGet('/api/fetch/awards')).result).toContainEqual({
      id: award.json().result.id,
      title: 'Seva Ratna 2026',
      description: 'For forty years of hostel service.',
      category_name: categories[0].category_name,
    });
    const aboutUs = (await send('GET', '/api/admin/categories?parent_name=about_us')).json().result[0];
    expect(
      (await send('POST', '/api/admin/awards', { category_id: aboutUs.id, title: 'x', description: 'y' }))
        .statusCode,
    ).toBe(400);

    const card = await sendForm(
      'POST',
      '/api/admin/matrimony-cards',
      { date: '2026-01-02', title: 'Vadhu-Var Melava', sub_title: 'Kolhapur', time: '10:30' },
      { card_image: await pngBytes() },
    );
    expect(card.statusCode).toBe(201);
    // The console's answer also carries the card's translations (none here); the public answer has none.
    const { translations, ...publicCard } = card.json().result;
    expect(translations).toEqual({});
    expect((await publicGet('/api/fetch/matrimony-event-card')).result).toContainEqual(publicCard);
    expect(
      (
        await sendForm(
          'POST',
          '/api/admin/matrimony-cards',
          { date: '2026-01-02', title: 'x', time: '25:00' },
          { card_image: await pngBytes() },
        )
      ).json().errors,
    ).toEqual({ time: 'Please enter the time as HH:MM (24-hour).' });
    expect((await send('DELETE', `/api/admin/matrimony-cards/${card.json().result.id}`)).statusCode).toBe(
      200,
    );

    const settings = (await send('GET', '/api/admin/settings')).json().result;
    const saved = await send('PUT', '/api/admin/settings', {
      ...settings,
      contact_mobile: '+91 231 2650000',
      identity_retention_days: 365,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.identity_retention_days).toBe(365);
    expect((await publicGet('/api/fetch/settings')).result[0].contact_mobile).toBe('+91 231 2650000');
    // The public privacy policy states the retention, so the public settings carry it (issue 9, defect 10).
    expect((await publicGet('/api/fetch/settings')).result[0].identity_retention_days).toBe(365);
    const bad = await send('PUT', '/api/admin/settings', {
      ...settings,
      facebook_url: 'javascript:alert(1)',
      identity_retention_days: 0,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['facebook_url', 'identity_retention_days']);
  });
});
