import fs from 'node:fs';
import path from 'node:path';
import { sanitizePresidentHtml, sanitizeRichHtml } from '../../../src/server/lib/sanitize';
import {
  publicUploadsRoot,
  resolvePublicImage,
  savePublicImage,
} from '../../../src/server/storage/publicImages';
import { directoryBackend } from '../../../src/server/storage/storedFiles';
import { formRateLimit } from '../../../src/server/plugins/security';
import { parseQuery } from '../../../src/server/routes/content';
import { HttpError } from '../../../src/server/plugins/errors';
import { eventsQuerySchema } from '../../../src/shared/schemas';
import { makeTempDir, testConfig } from '../helpers/harness';

describe('server-side sanitising with the shared allowlists', () => {
  it('rich HTML keeps formatting and links, drops scripts, handlers, styles and javascript: links', () => {
    const dirty =
      '<h2>Camp</h2><p style="color:red" onclick="steal()">Hello <strong>all</strong> <a href="https://example.org" target="_blank">site</a></p>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><iframe src="https://evil"></iframe>';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).toBe(
      '<h2>Camp</h2><p>Hello <strong>all</strong> <a href="https://example.org">site</a></p><a>bad</a>',
    );
  });

  it('the president text keeps only p, b, strong, i, em, br, ul, li and no attributes', () => {
    const clean = sanitizePresidentHtml(
      '<p class="x">A <a href="https://x">link</a> <em>b</em><br><ul><li title="t">c</li></ul><h2>d</h2></p>',
    );
    expect(clean).toBe('<p>A link <em>b</em><br></p><ul><li>c</li></ul>d<p></p>');
    expect(sanitizePresidentHtml('<p data-x="1" aria-label="y">z</p>')).toBe('<p>z</p>');
    expect(sanitizeRichHtml('<span data-x="1" aria-hidden="true">z</span>')).toBe('<span>z</span>');
  });
});

describe('public image store', () => {
  const root = '/data/uploads';

  it('resolves plain image paths inside the uploads folder', () => {
    expect(resolvePublicImage(root, 'events/camp-1.webp')).toEqual({
      file: '/data/uploads/events/camp-1.webp',
      contentType: 'image/webp',
    });
    expect(resolvePublicImage(root, 'a.PNG')).toEqual({
      file: '/data/uploads/a.PNG',
      contentType: 'image/png',
    });
  });

  it.each([
    '',
    '../x.webp',
    'events/../../x.webp',
    './x.webp',
    '.x.webp',
    'a//b.webp',
    'a\\b.webp',
    'a/b.svg',
    'a/b.html',
    'a/b',
    'a b.webp',
    'a/%2e%2e.webp',
    'x..webp',
    `${'a'.repeat(301)}.webp`,
    'a\0.webp',
  ])('refuses %j', (requested) => {
    expect(resolvePublicImage(root, requested)).toBeNull();
  });

  it('saves bytes under a content-hashed name once', async () => {
    const dataDir = makeTempDir();
    const bytes = Buffer.from('image bytes');
    const first = await savePublicImage(
      directoryBackend(dataDir),
      'events',
      'Mahavir Jayanti!',
      bytes,
      'WEBP',
    );
    const second = await savePublicImage(
      directoryBackend(dataDir),
      'events',
      'Mahavir Jayanti!',
      bytes,
      'webp',
    );
    expect(first).toMatch(/^uploads\/events\/mahavir-jayanti-[0-9a-f]{12}\.webp$/);
    expect(second).toBe(first);
    expect(fs.readFileSync(path.join(dataDir, first)).equals(bytes)).toBe(true);
    expect(fs.readdirSync(path.join(publicUploadsRoot(dataDir), 'events'))).toHaveLength(1);
    const other = await savePublicImage(
      directoryBackend(dataDir),
      '../private',
      'x',
      Buffer.from('other'),
      'webp',
    );
    expect(other.startsWith('uploads/private/')).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('shared pieces for other routes', () => {
  it('formRateLimit gives the configured number of requests per minute', () => {
    expect(formRateLimit(testConfig('/tmp/x', { FORM_RATE_LIMIT: '7' }))).toEqual({
      rateLimit: { max: 7, timeWindow: 60_000 },
    });
  });

  it('parseQuery answers parsed values or throws a 400 HttpError', () => {
    expect(parseQuery(eventsQuerySchema, { per_page: '3' })).toEqual({ per_page: 3, page: 1, lang: 'en' });
    expect(() => parseQuery(eventsQuerySchema, { per_page: 'x' })).toThrow(HttpError);
    try {
      parseQuery(eventsQuerySchema, { page: ['1', '2'] });
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, message: 'page must be given only once.' });
    }
  });
});
