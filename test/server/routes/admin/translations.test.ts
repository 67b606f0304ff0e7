import { describeEachDatabase, type TestServer } from '../../helpers/harness';
import { pngBytes } from '../../payments/fixtures';
import { signedInOffice } from '../../admin/adminHelpers';

// docs/api.md#languages and docs/admin-api.md#translations: the office writes a translation through the console's
// API; the read endpoints answer it with `lang`, name the fields still in English in `untranslated`, fall back to
// English where there is none, answer English byte for byte as before, refuse any other language, and never
// serve one language's cached answer for another.

const LANG_MESSAGE = 'lang must be en, mr, kn or hi.';

describeEachDatabase('office content in every language', (server: () => TestServer) => {
  const { send, sendForm } = signedInOffice(server, {
    contentType: 'image/png',
    filename: (field) => `${field}.png`,
  });
  const get = (url: string) => server().app.inject({ method: 'GET', url });
  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** The item with this id in the `result` list of a read endpoint (answered with 200). */
  const resultItem = async (url: string, id: number) =>
    (await json(url)).result.find((item: { id: number }) => item.id === id);

  /** English, the same asked with lang=en: byte for byte, with no `untranslated` anywhere. */
  async function expectEnglishUnchanged(url: string): Promise<string> {
    const plain = await get(url);
    const withEn = await get(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
    expect(plain.statusCode).toBe(200);
    expect(withEn.body).toBe(plain.body);
    expect(plain.body).not.toContain('untranslated');
    return plain.body;
  }

  async function expectLangRefused(url: string): Promise<void> {
    for (const lang of ['xx', 'EN', 'mr-IN', '', 'mr%00']) {
      const response = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
      if (lang !== 'mr%00') expect(response.json().message).toBe(LANG_MESSAGE);
    }
  }

  it('the demo seed shows events, the president and the Central Committee in Marathi, Kannada and Hindi', async () => {
    const events = (await json('/api/fetch/events/?per_page=50&lang=mr')).data;
    const meeting = events.find(
      (item: { event_slug: string }) => item.event_slug === 'annual-general-meeting',
    );
    expect(meeting.event_name).toBe('वार्षिक सर्वसाधारण सभा');
    expect(meeting.event_description).toContain('<p>दक्षिण भारत जैन सभेची');
    expect(meeting.untranslated).toEqual([]);
    const blood = events.find((item: { event_slug: string }) => item.event_slug === 'blood-donation-camp-2');
    expect(blood.event_name).toBe('रक्तदान शिबिर');
    expect(blood.untranslated).toEqual(['event_description']);
    const president = (await json('/api/fetch/about-president?lang=kn')).result[0];
    expect(president.president_name).toBe('ರಾಜೇಂದ್ರ ಅಣ್ಣಾಸಾಹೇಬ ಪಾಟೀಲ');
    expect(president.president_description).toContain('<ul><li>');
    expect(president.untranslated).toEqual([]);
    const committees = (await json('/api/fetch/categories/?parent_name=about_us&lang=hi')).result;
    expect(committees[0]).toMatchObject({ category_name: 'केंद्रीय समिति', untranslated: [] });
    expect(committees[1].untranslated).toEqual(['category_name']);
    const members = (await json('/api/fetch/board-of-directors/?category_name=Central%20Committee&lang=mr'))
      .result;
    expect(members[0]).toMatchObject({ profile_name: 'श्री राजेंद्र अण्णासाहेब पाटील', profile_type: 'अध्यक्ष' });
    for (const member of members) expect(member.untranslated).toEqual([]);
  });

  it('events: a Marathi name shows in the list, the page and the home page; the rest is English and named', async () => {
    const created = await sendForm(
      'POST',
      '/api/admin/events',
      {
        event_name: 'Language Test Gathering',
        event_date: '2031-01-05',
        event_description: '<p>An English description.</p>',
        translations: JSON.stringify({
          mr: { event_name: 'भाषा चाचणी मेळावा', event_description: '' },
          hi: { event_description: '<p>हिंदी विवरण<script>alert(1)</script></p>' },
        }),
      },
      { event_image: await pngBytes() },
    );
    expect(created.statusCode).toBe(201);
    const event = created.json().result;
    expect(event.translations).toEqual({
      mr: { event_name: 'भाषा चाचणी मेळावा' },
      hi: { event_description: '<p>हिंदी विवरण</p>' },
    });
    const slug = event.event_slug;

    const marathi = (await json(`/api/fetch/event-view/${slug}?lang=mr`)).result;
    expect(marathi.event_name).toBe('भाषा चाचणी मेळावा');
    expect(marathi.event_description).toBe('<p>An English description.</p>');
    expect(marathi.untranslated).toEqual(['event_description']);
    expect(marathi.event_slug).toBe(slug);

    // Sanitised exactly as the English description.
    const hindi = (await json(`/api/fetch/event-view/${slug}?lang=hi`)).result;
    expect(hindi.event_description).toBe('<p>हिंदी विवरण</p>');
    expect(hindi.event_name).toBe('Language Test Gathering');
    expect(hindi.untranslated).toEqual(['event_name']);

    const kannada = (await json(`/api/fetch/event-view/${slug}?lang=kn`)).result;
    expect(kannada.event_name).toBe('Language Test Gathering');
    expect(kannada.untranslated).toEqual(['event_name', 'event_description']);

    const english = JSON.parse(await expectEnglishUnchanged(`/api/fetch/event-view/${slug}`)).result;
    expect(english.event_name).toBe('Language Test Gathering');
    expect(Object.keys(english)).toEqual([
      'id',
      'event_slug',
      'event_name',
      'event_date',
      'event_image',
      'event_description',
      'youtube_url',
      'event_gallery',
    ]);

    const list = await json('/api/fetch/events/?per_page=50&lang=mr');
    const listed = list.data.find((item: { id: number }) => item.id === event.id);
    expect(listed.event_name).toBe('भाषा चाचणी मेळावा');
    for (const item of list.data) expect(Array.isArray(item.untranslated)).toBe(true);
    const home = await json('/api/fetch/homepage-data?lang=mr');
    expect(home.events.find((item: { id: number }) => item.id === event.id).event_name).toBe(
      'भाषा चाचणी मेळावा',
    );
    await expectEnglishUnchanged('/api/fetch/events/?per_page=50');
    await expectEnglishUnchanged('/api/fetch/homepage-data');
    await expectLangRefused(`/api/fetch/event-view/${slug}`);
    await expectLangRefused('/api/fetch/events/');
    await expectLangRefused('/api/fetch/homepage-data');
    // An unknown event is a 404 in every language; a bad language is refused first.
    expect((await get('/api/fetch/event-view/no-such-event?lang=mr')).statusCode).toBe(404);
  });

  it('cache: English, then a Marathi translation saved, Marathi shows it at once and English stays the same', async () => {
    // Every save below sends the same English fields, so the English answer must stay the same.
    const englishFields = {
      event_name: 'Cache Language Meet',
      event_date: '2031-02-01',
      event_description: '<p>English.</p>',
    };
    const created = await sendForm('POST', '/api/admin/events', englishFields, {
      event_image: await pngBytes(),
    });
    const event = created.json().result;
    const url = `/api/fetch/event-view/${event.event_slug}`;
    const englishBefore = await get(url);
    const marathiBefore = (await json(`${url}?lang=mr`)).result;
    expect(marathiBefore.event_name).toBe('Cache Language Meet');
    expect(marathiBefore.untranslated).toEqual(['event_name', 'event_description']);
    // Kept in the cache: asked again, the same answers and ETags.
    const englishAgain = await get(url);
    expect(englishAgain.headers.etag).toBe(englishBefore.headers.etag);
    const marathiEtag = (await get(`${url}?lang=mr`)).headers.etag;
    expect(marathiEtag).not.toBe(englishBefore.headers.etag);

    const saved = await sendForm('PUT', `/api/admin/events/${event.id}`, {
      ...englishFields,
      translations: JSON.stringify({ mr: { event_name: 'कॅश मेळावा', event_description: '<p>मराठी.</p>' } }),
    });
    expect(saved.statusCode).toBe(200);

    const marathiAfter = await get(`${url}?lang=mr`);
    expect(marathiAfter.json().result.event_name).toBe('कॅश मेळावा');
    expect(marathiAfter.json().result.event_description).toBe('<p>मराठी.</p>');
    expect(marathiAfter.json().result.untranslated).toEqual([]);
    expect(marathiAfter.headers.etag).not.toBe(marathiEtag);
    const englishAfter = await get(url);
    expect(englishAfter.body).toBe(englishBefore.body);
    expect(englishAfter.headers.etag).toBe(englishBefore.headers.etag);

    // A save without `translations` keeps them; an empty object removes them.
    await sendForm('PUT', `/api/admin/events/${event.id}`, englishFields);
    expect((await json(`${url}?lang=mr`)).result.event_name).toBe('कॅश मेळावा');
    expect(
      (await send('GET', `/api/admin/events/${event.id}`)).json().result.translations.mr.event_name,
    ).toBe('कॅश मेळावा');
    await sendForm('PUT', `/api/admin/events/${event.id}`, { ...englishFields, translations: '{}' });
    expect((await json(`${url}?lang=mr`)).result.event_name).toBe('Cache Language Meet');
  });

  it('news: the Marathi item on the home page, English elsewhere', async () => {
    const created = await send('POST', '/api/admin/news', {
      content: '<p>English news of the future.</p>',
      published_on: '2031-03-01',
      translations: { mr: { content: '<p>भविष्यातील <b>बातमी</b><img src=x onerror=alert(1)></p>' } },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().result;
    expect(item.translations).toEqual({ mr: { content: '<p>भविष्यातील <b>बातमी</b></p>' } });
    const marathi = (await json('/api/fetch/homepage-data?lang=mr')).latest_news[0];
    expect(marathi).toEqual({ id: item.id, content: '<p>भविष्यातील <b>बातमी</b></p>', untranslated: [] });
    const kannada = (await json('/api/fetch/homepage-data?lang=kn')).latest_news[0];
    expect(kannada).toEqual({
      id: item.id,
      content: '<p>English news of the future.</p>',
      untranslated: ['content'],
    });
    const english = (await json('/api/fetch/homepage-data')).latest_news[0];
    expect(english).toEqual({ id: item.id, content: '<p>English news of the future.</p>' });

    // Audited like any other change.
    const audit = (await send('GET', '/api/admin/audit?per_page=5')).json().data;
    expect(JSON.stringify(audit)).toContain('POST /news');
  });

  it('committees: category and member names in Marathi; the members found by the English or the Marathi name', async () => {
    const category = await send('POST', '/api/admin/categories', {
      parent_name: 'about_us',
      category_name: 'Language Committee',
      sort_order: 90,
      translations: { mr: { category_name: 'भाषा समिती' }, kn: { category_name: '' } },
    });
    expect(category.statusCode).toBe(201);
    const categoryId = category.json().result.id;
    expect(category.json().result.translations).toEqual({ mr: { category_name: 'भाषा समिती' } });
    const member = await sendForm(
      'POST',
      '/api/admin/board-members',
      {
        category_id: String(categoryId),
        profile_name: 'Shri Test Member',
        profile_type: 'Secretary',
        translations: JSON.stringify({ mr: { profile_name: 'श्री चाचणी सदस्य' } }),
      },
      { profile_image: await pngBytes() },
    );
    expect(member.statusCode).toBe(201);
    expect(member.json().result.translations).toEqual({ mr: { profile_name: 'श्री चाचणी सदस्य' } });

    const marathiCategories = (await json('/api/fetch/categories/?parent_name=about_us&lang=mr')).result;
    expect(marathiCategories.find((item: { id: number }) => item.id === categoryId)).toEqual({
      id: categoryId,
      category_name: 'भाषा समिती',
      untranslated: [],
    });
    const kannadaCategories = (await json('/api/fetch/categories/?parent_name=about_us&lang=kn')).result;
    expect(kannadaCategories.find((item: { id: number }) => item.id === categoryId)).toEqual({
      id: categoryId,
      category_name: 'Language Committee',
      untranslated: ['category_name'],
    });
    await expectEnglishUnchanged('/api/fetch/categories/?parent_name=about_us');

    for (const name of ['Language Committee', 'भाषा समिती']) {
      const members = (
        await json(`/api/fetch/board-of-directors/?category_name=${encodeURIComponent(name)}&lang=mr`)
      ).result;
      expect(members).toHaveLength(1);
      expect(members[0].profile_name).toBe('श्री चाचणी सदस्य');
      expect(members[0].profile_type).toBe('Secretary');
      expect(members[0].untranslated).toEqual(['profile_type']);
    }
    const kannada = (await json('/api/fetch/board-of-directors/?category_name=Language%20Committee&lang=kn'))
      .result[0];
    expect(kannada.profile_name).toBe('Shri Test Member');
    expect(kannada.untranslated).toEqual(['profile_name', 'profile_type']);
    const english = await expectEnglishUnchanged(
      '/api/fetch/board-of-directors/?category_name=Language%20Committee',
    );
    expect(JSON.parse(english).result[0].profile_name).toBe('Shri Test Member');
    // In English the Marathi name names no committee.
    expect(
      (await json(`/api/fetch/board-of-directors/?category_name=${encodeURIComponent('भाषा समिती')}`)).result,
    ).toEqual([]);
    await expectLangRefused('/api/fetch/categories/?parent_name=about_us');
    await expectLangRefused('/api/fetch/board-of-directors/?category_name=Language%20Committee');
  });

  it('president: translated salutation, name and description (sanitised with the president policy)', async () => {
    const before = (await send('GET', '/api/admin/president')).json().result;
    const saved = await sendForm('PUT', '/api/admin/president', {
      salutation: before.salutation,
      president_name: before.president_name,
      president_subname: before.president_subname,
      president_description: before.president_description,
      translations: JSON.stringify({
        mr: {
          salutation: 'श्री',
          president_name: 'राजेंद्र पाटील',
          president_description: '<p>मराठी <a href="https://x.example">परिचय</a></p><h2>x</h2>',
        },
      }),
    });
    expect(saved.statusCode).toBe(200);
    const marathi = (await json('/api/fetch/about-president?lang=mr')).result[0];
    expect(marathi.salutation).toBe('श्री');
    expect(marathi.president_name).toBe('राजेंद्र पाटील');
    expect(marathi.president_description).toBe('<p>मराठी परिचय</p>x');
    expect(marathi.president_subname).toBe(before.president_subname);
    expect(marathi.untranslated).toEqual(['president_subname']);
    const hindi = (await json('/api/fetch/about-president?lang=hi')).result[0];
    expect(hindi.untranslated).toEqual([
      'salutation',
      'president_name',
      'president_subname',
      'president_description',
    ]);
    expect(hindi.president_name).toBe(before.president_name);
    const english = JSON.parse(await expectEnglishUnchanged('/api/fetch/about-president')).result[0];
    expect(english.president_name).toBe(before.president_name);
    await expectLangRefused('/api/fetch/about-president');
  });

  it('awards: title, description and the category name from the category', async () => {
    const category = await send('POST', '/api/admin/categories', {
      parent_name: 'awards',
      category_name: 'Language Award',
      sort_order: 0,
      translations: { mr: { category_name: 'भाषा पुरस्कार' } },
    });
    const created = await send('POST', '/api/admin/awards', {
      category_id: category.json().result.id,
      title: 'Smt. Test Awardee, Sangli',
      description: 'For many years of service.',
      translations: { mr: { title: 'श्रीमती चाचणी, सांगली' }, hi: { description: 'वर्षों की सेवा के लिए।' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id;
    const marathi = await resultItem('/api/fetch/awards?lang=mr', id);
    expect(marathi).toEqual({
      id,
      title: 'श्रीमती चाचणी, सांगली',
      description: 'For many years of service.',
      category_name: 'भाषा पुरस्कार',
      untranslated: ['description'],
    });
    const hindi = await resultItem('/api/fetch/awards?lang=hi', id);
    expect(hindi.description).toBe('वर्षों की सेवा के लिए।');
    expect(hindi.untranslated).toEqual(['title', 'category_name']);
    const kannada = await resultItem('/api/fetch/awards?lang=kn', id);
    expect(kannada.untranslated).toEqual(['title', 'description', 'category_name']);
    await expectEnglishUnchanged('/api/fetch/awards');
    await expectLangRefused('/api/fetch/awards');
  });

  it('matrimony card: a Marathi title, the subtitle in English', async () => {
    const created = await sendForm(
      'POST',
      '/api/admin/matrimony-cards',
      {
        date: '2099-01-01',
        title: 'Language Melava',
        sub_title: 'Sangli campus',
        time: '10:00',
        translations: JSON.stringify({ mr: { title: 'भाषा मेळावा' } }),
      },
      { card_image: await pngBytes() },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id;
    const marathi = await resultItem('/api/fetch/matrimony-event-card?lang=mr', id);
    expect(marathi.title).toBe('भाषा मेळावा');
    expect(marathi.sub_title).toBe('Sangli campus');
    expect(marathi.untranslated).toEqual(['sub_title']);
    const kannada = await resultItem('/api/fetch//matrimony-event-card?lang=kn', id);
    expect(kannada.untranslated).toEqual(['title', 'sub_title']);
    await expectEnglishUnchanged('/api/fetch/matrimony-event-card');
    await expectLangRefused('/api/fetch/matrimony-event-card');
  });

  it('refuses bad translations with the field named, and changes nothing', async () => {
    const news = await send('POST', '/api/admin/news', {
      content: '<p>Checked news.</p>',
      published_on: '2020-01-01',
    });
    const id = news.json().result.id;
    const cases: Array<[unknown, string]> = [
      // A NUL in a JSON body is refused at the edge (plugins/controlCharacters.ts), by its innermost field name.
      [{ mr: { content: 'a\u0000b' } }, 'content'],
      [{ mr: { content: 'x'.repeat(20_001) } }, 'translations.mr.content'],
      [{ xx: { content: 'x' } }, 'translations'],
      [{ mr: { title: 'x' } }, 'translations.mr'],
      ['text', 'translations'],
    ];
    for (const [translations, key] of cases) {
      const response = await send('PUT', `/api/admin/news/${id}`, {
        content: '<p>Changed?</p>',
        published_on: '2020-01-01',
        translations,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toContain(key);
    }
    // The same new event each time, only its `translations` form field bad in another way.
    const postEvent = async (translations: string) =>
      sendForm(
        'POST',
        '/api/admin/events',
        { event_name: 'Refused', event_date: '2031-04-01', event_description: '<p>x</p>', translations },
        { event_image: await pngBytes() },
      );
    const event = await postEvent(JSON.stringify({ kn: { event_name: 'a\u0001b' } }));
    expect(event.statusCode).toBe(400);
    expect(event.json().errors['translations.kn.event_name']).toBe(
      'This field contains a control character, which is not allowed.',
    );
    const unreadable = await postEvent('{mr:');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().errors.translations).toBeDefined();
    const long = await postEvent(JSON.stringify({ hi: { event_name: 'अ'.repeat(201) } }));
    expect(long.json().errors['translations.hi.event_name']).toBe(
      'The Hindi event name must be at most 200 characters.',
    );
    const item = (await send('GET', '/api/admin/news'))
      .json()
      .result.find((row: { id: number }) => row.id === id);
    expect(item.content).toBe('<p>Checked news.</p>');
    expect(item.translations).toEqual({});
    // A control character in lang itself.
    expect((await get('/api/fetch/awards?lang=%00')).statusCode).toBe(400);
    expect((await get('/api/fetch/awards?lang=mr&lang=kn')).statusCode).toBe(400);
  });
});
