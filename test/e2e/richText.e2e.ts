import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { officeTest, signIn } from './officeServer';

// The console's rich-text editor in Chromium: an officer types a heading, a bold word and a list into a new event
// with the toolbar and the keyboard, publishes it, and the public event page shows them as HTML. The editor's
// code (TipTap, ProseMirror) stays in the console's bundle: the public page loads none of it.
//
// Like admin.e2e.ts, this runs the account CLI on a fresh data folder and then its own server on it.

/** Every script the page loaded, as text. */
function collectScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

officeTest(
  { name: 'richtext', email: 'editor@example.org' },
  'a heading, a bold word and a list typed in the editor show on the public event page',
  async ({ office, base, context, page }) => {
    const consoleScripts = collectScripts(page);

    await signIn(page, office);

    const imagePath = path.join(office.dataDir, 'cover.png');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 60 } } })
      .png()
      .toFile(imagePath);
    const name = `Choir evening ${Date.now()}`;
    await page.goto(`${base}/admin/events/new`, { waitUntil: 'networkidle' });
    await page.getByLabel('Event name', { exact: true }).fill(name);
    await page.getByLabel('Event date').fill('2026-02-14');

    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await description.click();
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await expect(
      toolbar.getByRole('button', { name: 'Heading 2' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.keyboard.type('Programme');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('children');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' sing first.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Bhajans');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Prizes');
    // The toolbar is reachable from the text with Alt+F10, and its buttons with the arrow keys.
    await page.keyboard.press('Alt+F10');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Bold',
    );
    await page.keyboard.press('ArrowRight');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Italic',
    );
    await page.keyboard.press('Escape');

    await page.getByLabel('Event image').setInputFiles(imagePath);
    // The heading's font starts loading when the heading appears; publishing remounts the form, which would abort it.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, 'richtext-editor-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await description.scrollIntoViewIfNeeded();
    await screenshot(page, 'richtext-editor-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Publish event' }).click();
    await page.getByText('The event was published. The website shows it now.').waitFor();
    const eventPath = await page.getByRole('link', { name: 'View on site' }).getAttribute('href');
    expect(eventPath).toMatch(/^\/events\/choir-evening/);
    // The edit form loads what was stored back into the editor.
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .getByRole('heading', { name: 'Programme' })
      .waitFor();

    const site = await context.newPage();
    const siteScripts = collectScripts(site);
    await site.goto(`${base}${eventPath}`, { waitUntil: 'networkidle' });
    await site.getByRole('heading', { level: 1, name }).waitFor();
    await site.getByRole('heading', { level: 2, name: 'Programme' }).waitFor();
    await expect(site.locator('strong', { hasText: 'children' }).count()).resolves.toBeGreaterThan(0);
    const items = await site.locator('li').allTextContents();
    expect(items).toEqual(expect.arrayContaining(['Bhajans', 'Prizes']));
    // Where a typed space lands next to the bold word is the browser's choice; the words and their markup are not.
    const shown = await site.getByRole('heading', { level: 2, name: 'Programme' }).evaluate((heading) => {
      const body = heading.parentElement as HTMLElement;
      const paragraph = heading.nextElementSibling as HTMLElement;
      return {
        blocks: Array.from(body.children, (child) => child.tagName.toLowerCase()),
        paragraph: paragraph.textContent,
        bold: Array.from(paragraph.querySelectorAll('strong'), (strong) => strong.textContent?.trim()),
        html: body.innerHTML,
      };
    });
    expect(shown.blocks).toEqual(['h2', 'p', 'ul']);
    expect(shown.paragraph).toBe('The children sing first.');
    expect(shown.bold).toEqual(['children']);
    expect(shown.html).toContain('<ul><li>Bhajans</li><li>Prizes</li></ul>');
    expect(shown.html).not.toMatch(/&nbsp;|style=|class=/);
    await screenshot(site, 'richtext-public-event');

    // The editor is in the console's scripts and in none of the public site's.
    const editorCode = /ProseMirror/;
    expect((await Promise.all(consoleScripts)).some((text) => editorCode.test(text))).toBe(true);
    const publicCode = await Promise.all(siteScripts);
    expect(publicCode.length).toBeGreaterThan(0);
    expect(publicCode.filter((text) => editorCode.test(text))).toEqual([]);
  },
);
