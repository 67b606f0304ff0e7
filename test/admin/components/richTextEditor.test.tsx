import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Field from '../../../src/admin/components/Field';
import RichTextEditor from '../../../src/admin/components/RichTextEditor';
import { cleanPastedHtml, fromEditorHtml, type RichTextPolicy } from '../../../src/admin/lib/richText';
import { editorOf } from '../helpers/richTextHelpers';
import { plainTextToHtml } from '../../../src/shared/htmlPolicy';

/** A paste of Word's HTML, as Word on Windows puts it on the clipboard (trimmed). */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; font-size:11.0pt;} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=EN-IN style='tab-interval:36.0pt'>
<!--StartFragment-->
<h1 style='mso-margin-top-alt:auto'><span style='font-family:"Calibri Light"'>Annual day</span></h1>
<p class=MsoNormal style='margin-bottom:0cm'><span style='font-size:12.0pt;font-family:"Times New Roman";color:#C00000;mso-fareast-language:EN-IN'>The hostel <b style='mso-bidi-font-weight:normal'>students</b> sang.<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-US>Prizes</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]--><span lang=EN-US>Lunch</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><!--[if !supportLists]--><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><!--[endif]-->First</p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td width=301 style='width:225.4pt'><p class=MsoNormal>Cell one</p></td><td><p class=MsoNormal>Cell two</p></td></tr></table>
<p class=MsoNormal><font face="Arial" color="red">Red font</font> and <img src="file:///C:/Users/x/clip_image001.png"> a <a href="https://example.org/x" target="_blank" style="color:blue">link</a>.</p>
<!--EndFragment-->
</body></html>`;

/** jsdom has no ClipboardEvent; ProseMirror only reads the event's clipboardData, absent in a programmatic paste. */
const pasteEvent = () => new Event('paste') as ClipboardEvent;

function Harness({
  initial,
  policy,
  onChange,
}: {
  initial: string;
  policy: RichTextPolicy;
  onChange: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Description" hint="Formatting help">
      {(control) => (
        <RichTextEditor
          {...control}
          policy={policy}
          value={value}
          onChange={(html) => {
            setValue(html);
            onChange(html);
          }}
        />
      )}
    </Field>
  );
}

function setup(initial: string, policy: RichTextPolicy = 'rich') {
  const onChange = jest.fn<void, [string]>();
  const view = render(<Harness initial={initial} policy={policy} onChange={onChange} />);
  const editor = editorOf(view.container);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { ...view, editor, onChange, last };
}

const TAGS = /<\s*([a-z0-9:]+)/gi;
const tagsOf = (html: string) => new Set(Array.from(html.matchAll(TAGS), (match) => match[1].toLowerCase()));

describe('rich-text editor', () => {
  test('is a labelled text box with a labelled toolbar whose buttons name their shortcuts', () => {
    setup('');
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAccessibleDescription('Formatting help');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bulleted list',
      'Numbered list',
      'Quotation',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
  });

  test('the president field offers only what its policy allows', () => {
    setup('', 'president');
    const names = within(screen.getByRole('toolbar'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Bulleted list', 'Undo', 'Redo']);
  });

  test('a news item offers emphasis and links only, and keeps only those from a paste', () => {
    const { editor, last } = setup('', 'news');
    const names = within(screen.getByRole('toolbar'))
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Link', 'Undo', 'Redo']);
    act(() => {
      editor.view.pasteHTML(
        '<h2>Meeting</h2><ul><li>On <b>Sunday</b></li></ul><p>See <a href="https://example.org/agm">the agenda</a></p>',
        pasteEvent(),
      );
    });
    expect(last()).toBe(
      '<p>Meeting</p><p>On <strong>Sunday</strong></p><p>See <a href="https://example.org/agm">the agenda</a></p>',
    );
  });

  test('the toolbar is one tab stop; arrow keys, Home and End move along it', async () => {
    setup('');
    const toolbar = screen.getByRole('toolbar');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(buttons.at(-1));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons.at(-1));
    expect(buttons.at(-1)?.tabIndex).toBe(0);
    expect(buttons[0].tabIndex).toBe(-1);
  });

  test('stored HTML loads and saves back with the same meaning, without a change on load', () => {
    const stored =
      '<h2>Programme</h2><p>Hello <b>world</b>, <i>welcome</i> to <a href="https://example.org/" title="Site">our site</a>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote><p>Quoted</p></blockquote><p>a<br>b</p>';
    const { editor, onChange } = setup(stored);
    expect(onChange).not.toHaveBeenCalled();
    expect(fromEditorHtml(editor.getHTML(), 'rich')).toBe(
      '<h2>Programme</h2><p>Hello <strong>world</strong>, <em>welcome</em> to ' +
        '<a href="https://example.org/" title="Site">our site</a>.</p>' +
        '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote><p>Quoted</p></blockquote><p>a<br>b</p>',
    );
  });

  test('older plain text with blank lines loads as paragraphs', () => {
    const { editor } = setup('First paragraph,\nsecond line.\n\nSecond paragraph with <3 & more.');
    expect(fromEditorHtml(editor.getHTML(), 'rich')).toBe(
      '<p>First paragraph,<br>second line.</p><p>Second paragraph with &lt;3 &amp; more.</p>',
    );
  });

  test('the toolbar formats the selection and shows what is on', () => {
    const { editor, last } = setup('<p>Prizes for all</p>');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 7 });
    });
    fireEvent.click(bold);
    expect(last()).toBe('<p><strong>Prizes</strong> for all</p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(last()).toBe('<h2><strong>Prizes</strong> for all</h2>');
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(last()).toBe('<ul><li><strong>Prizes</strong> for all</li></ul>');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last()).not.toMatch(/<ul>/);
    expect(screen.getByRole('button', { name: 'Redo' })).not.toHaveAttribute('aria-disabled');
  });

  test('a list typed in the editor becomes a plain list', () => {
    const { editor, last } = setup('');
    act(() => {
      editor.chain().focus().insertContent('Tea').toggleBulletList().run();
    });
    expect(last()).toBe('<ul><li>Tea</li></ul>');
  });

  test('links: a bad address is refused with a message, a good one is applied', async () => {
    const { editor, last } = setup('<p>Read the notice</p>');
    act(() => {
      editor.commands.setTextSelection({ from: 10, to: 16 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/https:\/\//);
    expect(last()).toBeUndefined();
    await userEvent.clear(address);
    await userEvent.type(address, 'www.example.org/notice{Enter}');
    expect(last()).toBe('<p>Read the <a href="https://www.example.org/notice">notice</a></p>');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });

  test('pasting from Word keeps the text and only the allowed tags', () => {
    const { editor, last } = setup('');
    act(() => {
      editor.view.pasteHTML(WORD_HTML, pasteEvent());
    });
    const html = last() ?? '';
    expect(html).toBe(
      '<h2>Annual day</h2><p>The hostel <strong>students</strong> sang.</p>' +
        '<ul><li>Prizes</li><li>Lunch</li></ul><ol><li>First</li></ol>' +
        '<p>Cell one</p><p>Cell two</p>' +
        '<p>Red font and a <a href="https://example.org/x">link</a>.</p>',
    );
    expect([...tagsOf(html)].every((tag) => ['h2', 'p', 'strong', 'ul', 'ol', 'li', 'a'].includes(tag))).toBe(
      true,
    );
    expect(html).not.toMatch(/style|class|mso|<font|font-|Symbol|·|<img|<table|WordDocument/i);
  });

  test('the president field keeps only its own tags from a paste', () => {
    const { editor, last } = setup('', 'president');
    act(() => {
      editor.view.pasteHTML(
        '<h2>Message</h2><p>To <u>all</u> <a href="https://example.org">members</a></p><ol><li>One</li></ol><blockquote>Q</blockquote>',
        pasteEvent(),
      );
    });
    const html = last() ?? '';
    expect(html).toBe('<p>Message</p><p>To all members</p><ul><li>One</li></ul><p>Q</p>');
  });

  test('pasted plain text: blank lines start paragraphs', () => {
    const { editor, last } = setup('');
    act(() => {
      editor.view.pasteText(
        'Dear members,\n\nThe meeting is on Sunday.\nAt 10 am.\n\n\nThank you',
        pasteEvent(),
      );
    });
    expect(last()).toBe('<p>Dear members,</p><p>The meeting is on Sunday.<br>At 10 am.</p><p>Thank you</p>');
  });

  test('a value set from outside replaces the text; emptying it gives an empty string', () => {
    const onChange = jest.fn();
    const { rerender, container } = render(
      <RichTextEditor id="x" policy="rich" value="<p>One</p>" onChange={onChange} />,
    );
    rerender(<RichTextEditor id="x" policy="rich" value="<p>Two</p>" onChange={onChange} />);
    const editor = editorOf(container);
    expect(editor.getHTML()).toBe('<p>Two</p>');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('paste cleaning and plain text', () => {
  test("the browser's no-break spaces become plain spaces", () => {
    expect(fromEditorHtml('<p>The<strong>\u00a0children</strong>\u00a0sing</p>', 'rich')).toBe(
      '<p>The<strong> children</strong> sing</p>',
    );
  });

  test('Word list paragraphs become lists, tables become paragraphs, comments and styles go', () => {
    const cleaned = cleanPastedHtml(WORD_HTML);
    expect(cleaned).not.toMatch(/<!--|<style|<xml|o:p|mso-list:Ignore|<table|<td/i);
    expect(cleaned).toMatch(/<ul><li>(<span[^>]*><\/span>)?<span lang="EN-US">Prizes<\/span><\/li><li>/);
    expect(cleaned).toMatch(/<ol><li>(<span><\/span>)?First<\/li><\/ol>/);
    expect(cleaned).not.toContain('\u00b7');
    expect(cleaned).toMatch(/<h2>/);
  });

  test('plain text: escaped, blank lines split paragraphs, single breaks stay', () => {
    expect(plainTextToHtml('a <b>\r\n\r\nc\nd\n \n')).toBe('<p>a &lt;b&gt;</p><p>c<br>d</p>');
    expect(plainTextToHtml('   ')).toBe('');
  });
});
