import { JSDOM } from 'jsdom';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { PRESIDENT_HTML, RICH_HTML } from '../../shared/htmlPolicy';

// The server sanitises HTML when it is saved, with the same allowlists the browser applies on display
// (src/shared/htmlPolicy.ts), so what is stored is exactly what the public site shows.

let purifier: DOMPurify | null = null;

/**
 * One jsdom window for the whole process: creating it costs far more than sanitising. The page renderer
 * (routes/site.ts) shows stored HTML through it as well, as the browser does through its own DOMPurify.
 */
export function getPurifier(): DOMPurify {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as WindowLike);
  }
  return purifier;
}

/** Event descriptions and news items: ordinary formatting and links, nothing executable. */
export function sanitizeRichHtml(html: string): string {
  return getPurifier().sanitize(html, { ...RICH_HTML });
}

/**
 * The president's description: only p, b, strong, i, em, br, ul, li and no attributes
 * (docs/product.md#content-the-office-keeps).
 */
export function sanitizePresidentHtml(html: string): string {
  return getPurifier().sanitize(html, { ...PRESIDENT_HTML });
}
