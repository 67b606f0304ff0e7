import { act } from '@testing-library/react';
import type { Editor } from '@tiptap/react';

// The console's rich-text fields are TipTap editors. jsdom has no layout and no real typing into
// contenteditable, so component tests put text in through the editor itself (the same transactions typing makes).

const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
// ProseMirror asks ranges for their rectangles when it scrolls the cursor into view.
Range.prototype.getBoundingClientRect = () => rect as DOMRect;
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

/** The TipTap editor whose writing area is `element` (TipTap keeps it on the element). */
export function editorOf(element: Element): Editor {
  const dom = (
    element.classList.contains('ProseMirror') ? element : element.querySelector('.ProseMirror')
  ) as (Element & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error('No rich-text editor here.');
  return dom.editor;
}

/** Types `html` into the editor at the end of its text, as the office would with the toolbar. */
export function writeInto(element: Element, html: string): void {
  const editor = editorOf(element);
  act(() => {
    editor.chain().focus('end').insertContent(html).run();
  });
}
