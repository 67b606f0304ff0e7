import { htmlToText, PRESIDENT_HTML } from '../../src/shared/htmlPolicy';
import { isKnownRoute, STATIC_PATHS } from '../../src/shared/routes';
import { boardQuerySchema, categoriesQuerySchema, eventsQuerySchema } from '../../src/shared/schemas';

describe('known routes', () => {
  it('knows every public route, with or without a trailing slash', () => {
    for (const route of STATIC_PATHS) {
      expect(isKnownRoute(route)).toBe(true);
      if (route !== '/') expect(isKnownRoute(`${route}/`)).toBe(true);
    }
    expect(STATIC_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/events',
        '/join-us',
        '/health/kamveer-arogya-abhiyan',
        '/kamveer-arogya-abhiyan',
        '/Scholarship',
        '/scholarship-main/Scholarship',
      ]),
    );
  });

  it('knows event detail pages but not deeper or other paths', () => {
    expect(isKnownRoute('/events/blood-donation-camp-2')).toBe(true);
    expect(isKnownRoute('/events/a/b')).toBe(false);
    expect(isKnownRoute('/no-such-page')).toBe(false);
    expect(isKnownRoute('/boys-hostel/unknown')).toBe(false);
    expect(isKnownRoute('/scholarship')).toBe(false);
  });
});

describe('HTML to text for previews', () => {
  it('drops tags, decodes the common entities and folds white space', () => {
    expect(
      htmlToText(
        '<p>Hello&nbsp;<strong>all</strong></p><p>A &amp; B &lt;3&gt; &quot;q&quot; &#39;s&#39;</p>',
      ),
    ).toBe('Hello all A & B <3> "q" \'s\'');
    expect(htmlToText('<ul><li>one</li><li>two</li></ul>line<br>break')).toBe('one two line break');
  });

  it('the president allowlist is the documented one', () => {
    expect(PRESIDENT_HTML).toMatchObject({
      ALLOWED_TAGS: ['p', 'b', 'strong', 'i', 'em', 'br', 'ul', 'li'],
      ALLOWED_ATTR: [],
    });
  });
});

describe('query schemas', () => {
  it('events: defaults 9 and 1, bounds 1-50 and from 1', () => {
    expect(eventsQuerySchema.parse({})).toEqual({ per_page: 9, page: 1, lang: 'en' });
    expect(eventsQuerySchema.parse({ per_page: '', page: '' })).toEqual({ per_page: 9, page: 1, lang: 'en' });
    expect(eventsQuerySchema.parse({ per_page: '50', page: '3' })).toEqual({
      per_page: 50,
      page: 3,
      lang: 'en',
    });
    for (const bad of [
      { per_page: '51' },
      { per_page: '0' },
      { page: '0' },
      { page: 'x' },
      { per_page: '07.0' },
    ]) {
      expect(eventsQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('categories: parent_name required, order asc by default', () => {
    expect(categoriesQuerySchema.parse({ parent_name: 'awards' })).toEqual({
      parent_name: 'awards',
      order: 'asc',
      lang: 'en',
    });
    expect(categoriesQuerySchema.safeParse({ parent_name: 'awards', order: 'up' }).success).toBe(false);
    expect(categoriesQuerySchema.safeParse({}).success).toBe(false);
  });

  it('lang: en by default, mr, kn or hi; anything else refused', () => {
    expect(eventsQuerySchema.parse({ lang: 'kn' })).toMatchObject({ lang: 'kn' });
    for (const bad of ['xx', 'MR', '', 'mr\u0000'])
      expect(eventsQuerySchema.safeParse({ lang: bad }).success).toBe(false);
  });

  it('board: category_name required and trimmed', () => {
    expect(boardQuerySchema.parse({ category_name: ' Trustees ' })).toEqual({
      category_name: 'Trustees',
      lang: 'en',
    });
    expect(boardQuerySchema.safeParse({}).success).toBe(false);
  });
});
