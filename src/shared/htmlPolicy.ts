// What HTML the site shows from its server. The browser's DOMPurify and the server's sanitising on save both
// use these lists, so an office user sees on the public site exactly what the server stored.

// DOMPurify keeps data-* and aria-* attributes unless told not to, even with an ALLOWED_ATTR list: both policies
// turn that off, so "no attributes" means none.

/** docs/product.md#content-the-office-keeps: the president's description keeps only these tags, no attributes. */
export const PRESIDENT_HTML = {
  ALLOWED_TAGS: ['p', 'b', 'strong', 'i', 'em', 'br', 'ul', 'li'],
  ALLOWED_ATTR: [] as string[],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Event descriptions and news items: ordinary formatting and links, nothing executable, no inline styles. */
export const RICH_HTML = {
  ALLOWED_TAGS: [
    'p',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Plain text of an HTML string (for previews such as the 175-character event summary). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a stored text is HTML at all (older records and pasted plain text may be neither tagged nor escaped). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/**
 * Plain text as HTML paragraphs: a blank line starts a new paragraph and a single line break stays a line break,
 * as the person who typed it meant. Text is escaped, so nothing in it becomes markup.
 */
export function plainTextToHtml(text: string): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
}
