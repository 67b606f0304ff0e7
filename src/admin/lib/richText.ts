import { Extension, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { looksLikeHtml, plainTextToHtml } from '../../shared/htmlPolicy';
import { sanitizePresident, sanitizeRich } from '../../shared/sanitize';

// The console's rich-text editor (TipTap) writes the same HTML the site shows: its schema holds only what the
// site's HTML policy (src/shared/htmlPolicy.ts) allows, so anything else (Word's styles, fonts, tables, images)
// cannot even enter the document, and its output passes through the site's own sanitiser before it is sent.

/**
 * What a field may hold. Event descriptions use the site's rich policy; news items are a line or two in the home
 * page's ticker (the rich policy, but only emphasis and links make sense there); the president's message follows
 * its own, smaller policy (no links, headings or numbered lists).
 */
export type RichTextPolicy = 'rich' | 'news' | 'president';

export interface RichTextFeatures {
  underline: boolean;
  headings: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
}

const FEATURES: Record<RichTextPolicy, RichTextFeatures> = {
  rich: {
    underline: true,
    headings: true,
    bulletList: true,
    orderedList: true,
    blockquote: true,
    link: true,
  },
  news: {
    underline: false,
    headings: false,
    bulletList: false,
    orderedList: false,
    blockquote: false,
    link: true,
  },
  president: {
    underline: false,
    headings: false,
    bulletList: true,
    orderedList: false,
    blockquote: false,
    link: false,
  },
};

export function featuresOf(policy: RichTextPolicy): RichTextFeatures {
  return FEATURES[policy];
}

/** The heading levels the site allows (h1 is the page's own title). */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** Schema of the editor for a policy: StarterKit without what the policy does not allow. */
export function richTextExtensions(policy: RichTextPolicy, extra: AnyExtension[] = []): AnyExtension[] {
  const features = FEATURES[policy];
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      horizontalRule: false,
      // An empty paragraph after the last block would be saved as "<p></p>".
      trailingNode: false,
      // The gap cursor reaches places between blocks that hold no text (images, rules, tables): the site has none.
      gapcursor: false,
      heading: features.headings ? { levels: [...HEADING_LEVELS] } : false,
      blockquote: features.blockquote ? {} : false,
      bulletList: features.bulletList ? {} : false,
      orderedList: features.orderedList ? {} : false,
      // Without either list a list item has nowhere to be; its keymap would act on nothing.
      listItem: features.bulletList || features.orderedList ? {} : false,
      listKeymap: features.bulletList || features.orderedList ? {} : false,
      underline: features.underline ? {} : false,
      link: features.link
        ? {
            openOnClick: false,
            autolink: true,
            linkOnPaste: true,
            defaultProtocol: 'https',
            // The policy keeps href and title only: no target, rel or class for the sanitiser to drop.
            HTMLAttributes: { target: null, rel: null, class: null },
          }
        : false,
    }),
    ...extra,
  ];
}

/** A keyboard shortcut that calls back into React (Ctrl+K for a link, Alt+F10 for the toolbar). */
export function shortcutExtension(shortcuts: Record<string, () => void>): AnyExtension {
  return Extension.create({
    name: 'consoleShortcuts',
    addKeyboardShortcuts() {
      return Object.fromEntries(
        Object.entries(shortcuts).map(([keys, run]) => [
          keys,
          () => {
            run();
            return true;
          },
        ]),
      );
    },
  });
}

/** What the editor loads: stored HTML as it is, older plain text (blank lines between paragraphs) as paragraphs. */
export function toEditorHtml(stored: string): string {
  return looksLikeHtml(stored) ? stored : plainTextToHtml(stored);
}

/**
 * The editor's HTML as the site stores it. A list item in the editor always holds a paragraph; the site's lists
 * have plain items, so a lone paragraph is unwrapped. An empty document is an empty string (so "required" rules
 * see it empty), and the result passes the policy's sanitiser, which the server applies again on save.
 */
export function fromEditorHtml(html: string, policy: RichTextPolicy): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const item of Array.from(template.content.querySelectorAll('li'))) {
    const only = item.children.length === 1 ? item.firstElementChild : null;
    if (only && only.tagName === 'P' && item.childNodes.length === 1)
      item.replaceChildren(...only.childNodes);
  }
  // Browsers type a no-break space where a plain one would collapse in the editing area (after a bold word, at
  // the end of a line); on the site it would keep words from wrapping, so it goes back to a plain space.
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (node.data.includes('\u00a0')) node.data = node.data.replace(/\u00a0/g, ' ');
  }
  const text = template.content.textContent ?? '';
  if (text.trim() === '' && !template.content.querySelector('li')) return '';
  const cleaned = template.innerHTML;
  return policy === 'president' ? sanitizePresident(cleaned) : sanitizeRich(cleaned);
}

const WORD_LIST_MARKER = /mso-list\s*:\s*ignore/i;
const WORD_LIST_PARAGRAPH = /mso-list\s*:\s*l\d+\s+level(\d+)/i;

/**
 * Pasted HTML before the editor's schema reads it. The schema already drops what it does not know (styles,
 * classes, fonts, images); this turns what Word means into what the schema knows: its list paragraphs (bullets
 * typed as text in hidden spans) into real lists, table cells into paragraphs, its title style (h1) into the
 * site's top heading (h2), and removes its comments, style sheets and XML islands, whose text would otherwise
 * show up as words.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of Array.from(body.querySelectorAll('style, script, xml, meta, link, title')))
    element.remove();
  for (const element of Array.from(body.getElementsByTagName('*'))) {
    if (element.tagName.toLowerCase() === 'o:p') element.replaceWith(...Array.from(element.childNodes));
  }

  // Word's lists: <p style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">1.</span>text</p>, one
  // paragraph per item. Consecutive ones become one list, numbered when the marker is a number or letter.
  let list: HTMLElement | null = null;
  for (const paragraph of Array.from(body.querySelectorAll('p'))) {
    const style = paragraph.getAttribute('style') ?? '';
    if (!WORD_LIST_PARAGRAPH.test(style)) {
      list = null;
      continue;
    }
    let marker = '';
    for (const span of Array.from(paragraph.querySelectorAll('span'))) {
      if (WORD_LIST_MARKER.test(span.getAttribute('style') ?? '')) {
        marker += span.textContent ?? '';
        span.remove();
      }
    }
    const numbered = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker);
    const tag = numbered ? 'ol' : 'ul';
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || list.tagName.toLowerCase() !== tag) {
      list = doc.createElement(tag);
      paragraph.before(list);
    }
    const item = doc.createElement('li');
    item.append(...Array.from(paragraph.childNodes));
    list.append(item);
    paragraph.remove();
  }

  for (const cell of Array.from(body.querySelectorAll('td, th'))) {
    const hasBlocks = cell.querySelector('p, ul, ol, h1, h2, h3, h4, h5, h6, blockquote, div');
    const replacement = doc.createElement(hasBlocks ? 'div' : 'p');
    replacement.append(...Array.from(cell.childNodes));
    cell.replaceWith(replacement);
  }
  for (const part of Array.from(
    body.querySelectorAll('table, thead, tbody, tfoot, tr, caption, colgroup, col'),
  )) {
    part.replaceWith(...Array.from(part.childNodes).filter((node) => node.nodeType === Node.ELEMENT_NODE));
  }
  for (const heading of Array.from(body.querySelectorAll('h1'))) {
    const replacement = doc.createElement('h2');
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  return body.innerHTML;
}

/** A link address the site can use: web, mail and phone links, or a path on the site itself. */
export function linkHrefProblem(href: string): string | null {
  const value = href.trim();
  if (value === '') return 'Please enter the link address.';
  if (/^\/(?!\/)/.test(value)) return null;
  if (/^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s-]+)$/i.test(value)) return null;
  return 'Please enter an address starting with https://, mailto:, tel: or / (a page of this site).';
}

/** The address as stored: a bare domain gets https:// in front, as browsers do when it is typed. */
export function normaliseHref(href: string): string {
  const value = href.trim();
  return /^www\./i.test(value) ? `https://${value}` : value;
}
