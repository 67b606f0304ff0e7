import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, browserForTests, screenshot, waitForHydration } from './browser';
import { RAHUL, uploadFilesForTests } from './journeys';
import { addressFields, ASHA, dateKeys, detailsFields, type PaymentForm, type Visitor } from './paymentForms';

// Issue 13, WCAG 2.2 AA by keyboard alone: the skip link, the wide menu's dropdowns and the phone menu, a carousel
// (pause button and arrows, paused while focus is inside, still under prefers-reduced-motion), the video modal
// (focus trapped, Escape, focus back on its opener) and both payment journeys up to the sandbox checkout window.
// Only Tab, Shift+Tab, Enter, Space, arrows, Escape and typed characters reach the page: no click, no fill().

const browser = browserForTests();
const files = uploadFilesForTests('keyboard');

async function open(
  route: string,
  width: number,
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser().newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
    reducedMotion: options.reducedMotion ?? 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${route}`, { waitUntil: 'domcontentloaded' });
  // A key press that does nothing else: the page hydrates at the first interaction (or at once for the forms).
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  return { page, context };
}

/** What has focus: tag, id, name and text, for assertions and failure messages. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: (element?.textContent ?? '').trim().replace(/\s+/g, ' '),
      expanded: element?.getAttribute('aria-expanded') ?? null,
      inDialog: Boolean(element?.closest('[role="dialog"]')),
      /** The focus indicator: outline width in px (the site draws a 3 px ring, or a ring on ::after or a shadow). */
      ring: element
        ? Math.max(
            parseFloat(getComputedStyle(element).outlineWidth) *
              (getComputedStyle(element).outlineStyle === 'none' ? 0 : 1),
            parseFloat(getComputedStyle(element, '::after').outlineWidth) *
              (getComputedStyle(element, '::after').outlineStyle === 'none' ? 0 : 1),
            getComputedStyle(element).boxShadow === 'none' ? 0 : 3,
          )
        : 0,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches the selector (and contains the text, if given);
 * fails after `max` presses. Every element passed on the way must show a focus ring.
 */
async function tabTo(
  page: Page,
  selector: string,
  options: { text?: string; max?: number; back?: boolean } = {},
): Promise<void> {
  const { text, max = 120, back = false } = options;
  const unringed: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const hit = await page.evaluate(
      ({ selector: wanted, text: words }) => {
        const element = document.activeElement;
        if (!element || element === document.body) return false;
        return element.matches(wanted) && (!words || (element.textContent ?? '').includes(words));
      },
      { selector, text },
    );
    const now = await focused(page);
    // Links and buttons draw the ring themselves; form controls mark focus on their own box or their label.
    if (['a', 'button', 'summary'].includes(now.tag) && now.ring < 2)
      unringed.push(`${now.tag}#${now.id} "${now.label || now.text}"`);
    if (hit) {
      expect(unringed).toEqual([]);
      return;
    }
  }
  throw new Error(`${selector}${text ? ` "${text}"` : ''} not reached in ${max} Tab presses`);
}

/** Types into the focused field, key by key. */
async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(value);
}

/** Moves through a radio group with the arrow keys until the wanted value is checked. */
async function chooseRadio(page: Page, name: string, value: string): Promise<void> {
  await tabTo(page, `input[type="radio"][name="${name}"]`);
  for (let presses = 0; presses < 8; presses += 1) {
    const current = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    if (current === value) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(value);
}

/** Checks the checkbox with Space. */
async function tick(page: Page, id: string): Promise<void> {
  await tabTo(page, `#${id}`);
  await page.keyboard.press('Space');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(true);
}

/** A file field opens the file chooser from the keyboard (Space); the test answers it. */
async function chooseFile(page: Page, id: string, file: string): Promise<void> {
  await tabTo(page, `#${id}`);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 10_000 }).catch(() => {
      throw new Error(`Space on #${id} opened no file chooser`);
    }),
    page.keyboard.press('Space'),
  ]);
  await chooser.setFiles(file);
}

async function pressButton(page: Page, text: string): Promise<void> {
  await tabTo(page, 'button', { text });
  await page.keyboard.press('Enter');
}

describe('skip link and focus', () => {
  test('the first Tab reaches the visible skip link, Enter moves focus to the page content', async () => {
    const { page, context } = await open('/about-sabha', 1440);
    await page.keyboard.press('Tab');
    const first = await focused(page);
    expect(first.tag).toBe('a');
    expect(first.ring).toBeGreaterThanOrEqual(2);
    // The link slides into view when focused; on a loaded machine the style may follow the focus a frame later.
    await page
      .waitForFunction(
        () => (document.activeElement as HTMLElement).getBoundingClientRect().top >= 0,
        undefined,
        {
          timeout: 10_000,
        },
      )
      .catch(() => undefined);
    const box = await page.evaluate(() => {
      const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
      return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe('menus by keyboard', () => {
  test('a wide-screen dropdown opens with Enter and Space, closes with Escape, focus back on its button', async () => {
    const { page, context } = await open('/', 1440);
    await tabTo(page, 'header nav button[aria-expanded]');
    const trigger = await focused(page);
    expect(trigger.expanded).toBe('false');
    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('true');
    const panelId = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? '');
    const panelVisible = () =>
      page.evaluate((id) => {
        const panel = document.getElementById(id);
        return Boolean(panel && !panel.hidden && panel.getBoundingClientRect().height > 0);
      }, panelId);
    expect(await panelVisible()).toBe(true);
    // Tab goes into the open panel.
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (id) => Boolean(document.getElementById(id)?.contains(document.activeElement)),
      panelId,
    );
    expect(inside).toBe(true);
    await page.screenshot({ path: path.join(__dirname, '../../screenshots/keyboard-dropdown-1440.png') });
    await page.keyboard.press('Escape');
    const back = await focused(page);
    expect(back.text).toBe(trigger.text);
    expect(back.expanded).toBe('false');
    expect(await panelVisible()).toBe(false);
    // Space toggles it too.
    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('true');
    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('false');
    // The focus ring on the menu button, as the visitor sees the header.
    await page.screenshot({ path: path.join(__dirname, '../../screenshots/keyboard-header-focus-1440.png') });
    await context.close();
  });

  test('the phone menu opens with Enter, keeps focus inside, opens a section, closes with Escape', async () => {
    const { page, context } = await open('/', 375);
    await tabTo(page, 'button[aria-haspopup="dialog"]');
    await screenshot(page, 'keyboard-header-focus-375');
    await page.keyboard.press('Enter');
    const start = await focused(page);
    expect(start.inDialog).toBe(true);
    // Shift+Tab from the first control wraps to the last one, Tab from there back to the first.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inDialog: true, label: start.label });
    // A section of the menu opens by keyboard.
    await tabTo(page, '[role="dialog"] button[aria-expanded="false"]');
    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('true');
    for (let presses = 0; presses < 30; presses += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    const back = await focused(page);
    expect(back.tag).toBe('button');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    await context.close();
  });
});

describe('carousels by keyboard', () => {
  const HERO = 'section[aria-label="Highlights of the Sabha"]';
  const current = (page: Page) =>
    page.evaluate(
      (hero) => document.querySelector(`${hero} .slick-current`)?.getAttribute('data-index') ?? '',
      HERO,
    );
  /** Waits up to `ms` for the hero to show another slide than `from`; answers the slide then shown. */
  const changedWithin = async (page: Page, from: string, ms: number) => {
    await page
      .waitForFunction(
        ({ hero, index }) =>
          document.querySelector(`${hero} .slick-current`)?.getAttribute('data-index') !== index,
        { hero: HERO, index: from },
        { timeout: ms },
      )
      .catch(() => undefined);
    return current(page);
  };

  test('the hero moves by itself, stands still while focus is inside, and its arrows and pause button work', async () => {
    const { page, context } = await open('/', 1440, { reducedMotion: 'no-preference' });
    // It moves by itself (every 2 s)...
    const first = await current(page);
    expect(await changedWithin(page, first, 15_000)).not.toBe(first);
    // ...but not while a control inside it has focus (four autoplay periods).
    await tabTo(page, `${HERO} button[aria-label="Next slide"]:not([disabled])`);
    // Tabbing through the slides' links brought each into view; the last move settles first.
    await page.waitForTimeout(1_000);
    const focusedAt = await current(page);
    expect(await changedWithin(page, focusedAt, 8_000)).toBe(focusedAt);
    // Enter on the arrow shows the next slide.
    await page.keyboard.press('Enter');
    expect(Number(await changedWithin(page, focusedAt, 5_000))).toBe(Number(focusedAt) + 1);
    // The visible pause button, reached by Tab, stops it for good (focus outside the slides).
    await tabTo(page, 'button', { text: 'Pause slideshow' });
    await page.keyboard.press('Enter');
    expect((await focused(page)).text).toBe('Play slideshow');
    await page.keyboard.press('Tab');
    expect(await page.evaluate((hero) => Boolean(document.activeElement?.closest(hero)), HERO)).toBe(false);
    const paused = await current(page);
    expect(await changedWithin(page, paused, 8_000)).toBe(paused);
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe('Play slideshow');
    await page.keyboard.press('Enter');
    expect((await focused(page)).text).toBe('Pause slideshow');
    expect(await changedWithin(page, paused, 15_000)).not.toBe(paused);
    // The other carousels that move by themselves have their own pause button.
    expect(await page.locator('.carousel-playback').count()).toBeGreaterThan(0);
    await context.close();
  });

  test('with prefers-reduced-motion nothing moves and no pause button is needed', async () => {
    const { page, context } = await open('/', 1440, { reducedMotion: 'reduce' });
    const first = await current(page);
    expect(await changedWithin(page, first, 8_000)).toBe(first);
    expect(await page.getByRole('button', { name: /Pause slideshow/ }).count()).toBe(0);
    expect(await page.locator('.carousel-playback').count()).toBe(0);
    // The arrows still work by keyboard.
    await tabTo(page, `${HERO} button[aria-label="Next slide"]:not([disabled])`);
    await page.waitForTimeout(1_000);
    const before = await current(page);
    await page.keyboard.press('Enter');
    expect(Number(await changedWithin(page, before, 5_000))).toBe(Number(before) + 1);
    await context.close();
  });
});

describe('the video modal by keyboard', () => {
  test('Enter opens it, focus stays inside, Escape closes it and focus returns to the play button', async () => {
    const { page, context } = await open('/', 1440);
    await tabTo(page, 'button[aria-label^="Play video"]');
    const opener = await focused(page);
    await page.keyboard.press('Enter');
    await page.locator('[role="dialog"][aria-modal="true"]').waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect((await focused(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.locator('[role="dialog"]').count()).toBe(0);
    expect(await focused(page)).toMatchObject({ tag: 'button', label: opener.label });
    await context.close();
  });
});

describe('tabs by keyboard', () => {
  test('the committee categories follow the ARIA tabs pattern: one Tab stop, arrows, Home and End', async () => {
    const { page, context } = await open('/central-committee', 1440);
    await tabTo(page, '[role="tab"]');
    const selected = () =>
      page.evaluate(() => ({
        focusedSelected: document.activeElement?.getAttribute('aria-selected') ?? '',
        id: document.activeElement?.id ?? '',
        panelFor: document.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby') ?? '',
        tabStops: document.querySelectorAll('[role="tab"][tabindex="0"]').length,
      }));
    const first = await selected();
    expect(first).toMatchObject({ focusedSelected: 'true', panelFor: first.id, tabStops: 1 });
    await page.keyboard.press('ArrowRight');
    const second = await selected();
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ focusedSelected: 'true', panelFor: second.id, tabStops: 1 });
    await page.keyboard.press('Home');
    expect((await selected()).id).toBe(first.id);
    await page.keyboard.press('End');
    expect((await selected()).id).not.toBe(first.id);
    // Tab leaves the tab list for the panel (a single Tab stop).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
    await context.close();
  });
});

/** The sandbox checkout window opened: the journey reached the gateway. */
async function expectCheckout(page: Page, amount: string) {
  // The amount payable: the gift or fee with the gateway charge and its GST (docs/product.md#constants).
  const dialog = page.locator('[data-sandbox-checkout] [role="dialog"]');
  await dialog.waitFor({ timeout: 20_000 });
  expect(await dialog.textContent()).toContain(amount);
}

/** Types each value into the field found by its selector, in order (typeInto). */
async function typeIntoEach(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [selector, value] of Object.entries(fields)) await typeInto(page, selector, value);
}

/** `person` as this test types them: the date of birth as keys, the state Maharashtra. */
const typedVisitor = (person: Omit<Visitor, 'email' | 'state'>, email: string): Visitor => ({
  ...person,
  email,
  dateOfBirth: dateKeys(person.dateOfBirth),
  state: 'Maharashtra',
});

/** The visitor's details (paymentForms.ts), from the first name to the gender. */
async function typeDetails(page: Page, form: PaymentForm, visitor: Visitor): Promise<void> {
  await typeIntoEach(page, detailsFields(form, visitor));
  await chooseRadio(page, `${form}-gender`, visitor.gender.toLowerCase());
}

describe('payment journeys by keyboard alone', () => {
  test('a donation: amount, frequency, details, address, consent, Pay, up to the sandbox checkout', async () => {
    const { page, context } = await open('/donation/donation-payment', 1280);
    await pressButton(page, '₹1,000');
    await chooseRadio(page, 'donation-donation-frequency', 'One Time');
    await pressButton(page, 'Next');
    const rahul = typedVisitor(RAHUL, 'rahul.keyboard.e2e@example.com');
    await typeDetails(page, 'donation', rahul);
    await typeInto(page, '#donation-pan', 'ABCDE1234F');
    await pressButton(page, 'Next');
    await typeIntoEach(page, addressFields('donation', rahul));
    await pressButton(page, 'Next');
    await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
    await tick(page, 'donation-certification');
    await tabTo(page, 'button[type="submit"]:not([disabled])');
    await page.keyboard.press('Enter');
    await expectCheckout(page, '₹1,023.60');
    await context.close();
  });

  test('a membership: every field, both files through the file chooser, Pay, up to the sandbox checkout', async () => {
    const { page, context } = await open('/join-us', 1280);
    // File choosers are answered by the test: intercepted from the start, before the first one opens.
    page.on('filechooser', () => undefined);
    const asha = typedVisitor(ASHA, 'asha.keyboard.e2e@example.com');
    await typeDetails(page, 'join', asha);
    await typeIntoEach(page, addressFields('join', asha));
    await tick(page, 'join-dbjs-member');
    await chooseFile(page, 'join-memberProfile', files().photo);
    await chooseFile(page, 'join-aadharFile', files().identity);
    await tick(page, 'join-personal-checkbox');
    await tick(page, 'join-choose-type-checbox');
    await tabTo(page, 'button[type="submit"]:not([disabled])');
    await page.keyboard.press('Enter');
    await expectCheckout(page, '₹511.80');
    await context.close();
  });
});
