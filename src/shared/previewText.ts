import { htmlToText } from './htmlPolicy';

// Plain-text previews of the server's HTML (event cards, descriptions in the head), without DOMPurify: the result
// is text that React escapes, never markup, so nothing in it can run. DOMPurify (sanitize.ts) stays with the
// pages that put stored HTML on the page, and out of the events list's and the home page's code (issue 10).

/** Default length of a text preview (docs/product.md#constants: event description preview). */
export const PREVIEW_LENGTH = 175;

/** Elements whose content a reader never sees as text (DOMPurify drops it too). */
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|title|iframe|noembed|noframes|xmp|textarea|select|svg|math|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Such an element left open runs to the end of the text. */
const UNCLOSED_HIDDEN = /<(script|style|template|noscript|textarea|xmp)\b[\s\S]*$/i;

/**
 * Plain-text preview of server HTML: comments and the content of scripts, styles and the like removed, the rest
 * reduced to text and cut to `length` characters with an ellipsis when longer.
 */
export function previewText(html: string | null | undefined, length: number = PREVIEW_LENGTH): string {
  const visible = (html ?? '')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(HIDDEN_CONTENT, ' ')
    .replace(UNCLOSED_HIDDEN, ' ');
  const text = htmlToText(visible);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
