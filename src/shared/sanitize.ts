import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { PRESIDENT_HTML, RICH_HTML } from './htmlPolicy';

// Every piece of HTML that comes from the server passes through here before React puts it on the page. The
// allowlists are shared with the server, which sanitises the same way when content is saved; the office console's
// editor (src/admin/lib/richText.ts) keeps to them too.

/**
 * DOMPurify needs a DOM. The server's renderer (src/client/ssr.tsx) has none of its own and hands in the server's
 * DOMPurify, which runs on a jsdom window (src/server/lib/sanitize.ts).
 */
let purifier: Pick<Purifier, 'sanitize'> = DOMPurify;

export function setPurifier(serverPurifier: Pick<Purifier, 'sanitize'>): void {
  purifier = serverPurifier;
}

/** Sanitises by one of the policies of htmlPolicy.ts, handing DOMPurify copies of its lists. */
function sanitizeWith(policy: typeof RICH_HTML, html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, {
    ...policy,
    ALLOWED_TAGS: [...policy.ALLOWED_TAGS],
    ALLOWED_ATTR: [...policy.ALLOWED_ATTR],
  });
}

/** Event descriptions and news items: ordinary formatting and links, nothing executable, no inline styles. */
export function sanitizeRich(html: string | null | undefined): string {
  return sanitizeWith(RICH_HTML, html);
}

/**
 * The president's description: only p, b, strong, i, em, br, ul, li and no attributes
 * (docs/product.md#content-the-office-keeps).
 */
export function sanitizePresident(html: string | null | undefined): string {
  return sanitizeWith(PRESIDENT_HTML, html);
}

// Previews need no DOMPurify and live apart, so that pages showing only previews do not load it.
export { PREVIEW_LENGTH, previewText } from './previewText';
