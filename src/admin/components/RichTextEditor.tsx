import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { DOMParser as SchemaParser } from '@tiptap/pm/model';
import { plainTextToHtml } from '../../shared/htmlPolicy';
import {
  cleanPastedHtml,
  featuresOf,
  HEADING_LEVELS,
  fromEditorHtml,
  linkHrefProblem,
  normaliseHref,
  richTextExtensions,
  shortcutExtension,
  toEditorHtml,
  type RichTextPolicy,
} from '../lib/richText';
import styles from './RichTextEditor.module.css';

interface RichTextEditorProps {
  /** The field's id from Field: the editable area takes it, and its label is `${id}-label`. */
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Stored HTML (or older plain text). */
  value: string;
  /** The sanitised HTML the site will show ('' when empty). */
  onChange: (html: string) => void;
  policy: RichTextPolicy;
  /** Height of the writing area in lines of text: up to 4 gives a short box, more a tall one. */
  rows?: number;
}

interface ToolbarButton {
  label: string;
  shortcut: string;
  icon: ReactNode;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  canRun?: (editor: Editor) => boolean;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = IS_MAC ? '⌘' : 'Ctrl';

/** The buttons of a policy, in toolbar order. Their shortcuts are TipTap's own, named here for the labels. */
function toolbarButtons(policy: RichTextPolicy, openLink: () => void): ToolbarButton[] {
  const features = featuresOf(policy);
  const chain = (editor: Editor) => editor.chain().focus();
  /** A button that turns the mark or block `name` on and off; its shortcut is Ctrl (⌘) + `keys`. */
  const toggle = (
    label: string,
    keys: string,
    icon: ReactNode,
    name: string,
    command: (chained: ChainedCommands) => ChainedCommands,
  ): ToolbarButton => ({
    label,
    shortcut: `${MOD}+${keys}`,
    icon,
    isActive: (e) => e.isActive(name),
    run: (e) => command(chain(e)).run(),
  });
  const buttons: ToolbarButton[] = [
    toggle('Bold', 'B', <b>B</b>, 'bold', (c) => c.toggleBold()),
    toggle('Italic', 'I', <i>I</i>, 'italic', (c) => c.toggleItalic()),
  ];
  if (features.underline)
    buttons.push(toggle('Underline', 'U', <u>U</u>, 'underline', (c) => c.toggleUnderline()));
  if (features.headings)
    buttons.push(
      ...HEADING_LEVELS.map((level): ToolbarButton => ({
        label: `Heading ${level}`,
        shortcut: `${MOD}+Alt+${level}`,
        icon: <span>H{level}</span>,
        isActive: (e) => e.isActive('heading', { level }),
        run: (e) => chain(e).toggleHeading({ level }).run(),
      })),
    );
  if (features.bulletList)
    buttons.push(
      toggle('Bulleted list', 'Shift+8', <span aria-hidden="true">• ≡</span>, 'bulletList', (c) =>
        c.toggleBulletList(),
      ),
    );
  if (features.orderedList)
    buttons.push(
      toggle('Numbered list', 'Shift+7', <span aria-hidden="true">1. ≡</span>, 'orderedList', (c) =>
        c.toggleOrderedList(),
      ),
    );
  if (features.blockquote)
    buttons.push(
      toggle('Quotation', 'Shift+B', <span aria-hidden="true">“ ”</span>, 'blockquote', (c) =>
        c.toggleBlockquote(),
      ),
    );
  if (features.link)
    buttons.push({
      label: 'Link',
      shortcut: `${MOD}+K`,
      // Drawn, not an emoji: emoji fonts differ from machine to machine and some have none.
      icon: (
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ),
      isActive: (e) => e.isActive('link'),
      run: () => openLink(),
    });
  buttons.push(
    {
      label: 'Undo',
      shortcut: `${MOD}+Z`,
      icon: <span aria-hidden="true">↶</span>,
      canRun: (e) => e.can().undo(),
      run: (e) => chain(e).undo().run(),
    },
    {
      label: 'Redo',
      shortcut: `${MOD}+Shift+Z`,
      icon: <span aria-hidden="true">↷</span>,
      canRun: (e) => e.can().redo(),
      run: (e) => chain(e).redo().run(),
    },
  );
  return buttons;
}

/**
 * The console's editor for event descriptions, news and the president's message: a formatting toolbar over a
 * writing area whose output is the site's sanitised HTML. The toolbar follows the WAI-ARIA toolbar pattern (one
 * tab stop, arrow keys move between buttons, Alt+F10 from the text jumps to it); every button has a label and
 * names its keyboard shortcut.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  policy,
  rows = 10,
  ...aria
}: RichTextEditorProps) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const linkId = useId();

  const openLinkRef = useRef<() => void>(() => {});
  const editor = useEditor({
    immediatelyRender: true,
    // TipTap would add its base styles as a <style> element, which the console's CSP (style-src 'self') refuses;
    // they are in RichTextEditor.module.css instead.
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    extensions: richTextExtensions(policy, [
      shortcutExtension({
        // Where links are not allowed, Ctrl+K opens nothing (and the browser keeps it).
        ...(featuresOf(policy).link ? { 'Mod-k': () => openLinkRef.current() } : {}),
        'Alt-F10': () =>
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus(),
      }),
    ]),
    content: toEditorHtml(value),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        'aria-invalid': String(Boolean(aria['aria-invalid'])),
        // A height class, not a style attribute: the CSP refuses inline styles.
        class: `rich-text ${styles.content} ${rows <= 4 ? styles.short : styles.tall}`,
      },
      transformPastedHTML: cleanPastedHtml,
      // Plain text (from a text editor, an email, or Ctrl+Shift+V): blank lines separate paragraphs.
      clipboardTextParser(text, $context, _plain, view) {
        const container = document.createElement('div');
        container.innerHTML = plainTextToHtml(text);
        return SchemaParser.fromSchema(view.state.schema).parseSlice(container, { context: $context });
      },
    },
    onUpdate({ editor: current }) {
      const html = fromEditorHtml(current.getHTML(), policy);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (another item chosen for editing, the form reset) replaces the text.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': String(Boolean(aria['aria-invalid'])),
          ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        },
      },
    });
  }, [editor, aria['aria-invalid'], aria['aria-describedby']]); // eslint-disable-line react-hooks/exhaustive-deps

  function openLink() {
    setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  }
  openLinkRef.current = openLink;
  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  function closeLink() {
    setLinkOpen(false);
    editor.commands.focus();
  }

  function applyLink() {
    const href = normaliseHref(linkHref);
    const problem = linkHrefProblem(href);
    setLinkError(problem);
    if (problem) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    setLinkOpen(false);
  }

  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  }

  const buttons = useMemo(() => toolbarButtons(policy, () => openLinkRef.current()), [policy]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      buttons.map((button) => ({
        active: button.isActive ? button.isActive(current) : null,
        enabled: button.canRun ? button.canRun(current) : true,
      })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (focusIndex + moves[event.key] + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else if (event.key === 'Escape') {
      editor.commands.focus();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div className={styles.editor} data-invalid={aria['aria-invalid'] ? 'true' : undefined}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className={styles.toolbar}
        onKeyDown={onToolbarKey}
      >
        {buttons.map((button, index) => {
          const { active, enabled } = state?.[index] ?? { active: null, enabled: true };
          return (
            <button
              key={button.label}
              type="button"
              className={styles.button}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={button.label}
              aria-keyshortcuts={button.shortcut.replace('⌘', 'Meta').replace('Ctrl', 'Control')}
              aria-pressed={active === null ? undefined : active}
              title={`${button.label} (${button.shortcut})`}
              // aria-disabled rather than disabled: the arrow keys still reach it, as the toolbar pattern wants.
              aria-disabled={enabled ? undefined : true}
              // Keeps the text's selection: the button acts on what is selected.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (enabled) button.run(editor);
              }}
            >
              {button.icon}
            </button>
          );
        })}
      </div>
      {linkOpen && (
        <div className={styles.linkForm}>
          <label htmlFor={linkId}>Link address</label>
          <input
            ref={linkInputRef}
            id={linkId}
            className={styles.linkInput}
            type="text"
            inputMode="url"
            placeholder="https://"
            value={linkHref}
            aria-invalid={Boolean(linkError)}
            aria-describedby={linkError ? `${linkId}-error` : undefined}
            onChange={(event) => setLinkHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                closeLink();
              }
            }}
          />
          <button type="button" className={styles.textButton} onClick={applyLink}>
            Apply link
          </button>
          {editor.isActive('link') && (
            <button type="button" className={styles.textButton} onClick={removeLink}>
              Remove link
            </button>
          )}
          <button type="button" className={styles.textButton} onClick={closeLink}>
            Cancel
          </button>
          {linkError && (
            <span id={`${linkId}-error`} className={styles.linkError} role="alert">
              {linkError}
            </span>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
