import { previewText, sanitizePresident, sanitizeRich } from '../../../src/shared/sanitize';

describe('sanitizeRich (event descriptions, news)', () => {
  test('removes scripts, event handlers and javascript: links, keeps formatting and safe links', () => {
    const html =
      '<p onclick="steal()">Camp at <b>Sangli</b><script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
      '<a href="https://example.org/report" title="Report" style="color:red" data-track="1">report</a>';
    const clean = sanitizeRich(html);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img|style=/i);
    expect(clean).toContain('<p>Camp at <b>Sangli</b></p>');
    expect(clean).toContain('<a href="https://example.org/report" title="Report">report</a>');
  });

  test('empty input gives an empty string', () => {
    expect(sanitizeRich('')).toBe('');
    expect(sanitizeRich(null)).toBe('');
    expect(sanitizeRich(undefined)).toBe('');
  });
});

describe('sanitizePresident (allowlist p, b, strong, i, em, br, ul, li; no attributes)', () => {
  test('strips every attribute and every tag outside the allowlist, keeping the text', () => {
    const html =
      '<p class="lead" style="color:red" id="x">Shri <strong data-x="1">Name</strong></p>' +
      '<h2>Heading</h2><a href="https://example.org">link</a><ul><li title="t"><em>one</em></li></ul>' +
      '<img src="a.png" onerror="alert(1)"><span>inner</span><br><iframe src="https://evil"></iframe>';
    const clean = sanitizePresident(html);
    expect(clean).toBe('<p>Shri <strong>Name</strong></p>Headinglink<ul><li><em>one</em></li></ul>inner<br>');
  });
});

describe('previewText', () => {
  test('cuts plain text at 175 characters and adds an ellipsis', () => {
    const words = 'Ahimsa paramo dharma. '.repeat(20);
    const preview = previewText(`<p>${words}</p>`);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(176);
    expect(preview.slice(0, -1)).toBe(words.trim().slice(0, 175).trimEnd());
  });

  test('short text is returned whole, without tags or ellipsis', () => {
    expect(previewText('<p>Blood donation <b>camp</b></p><p>at Kolhapur</p>')).toBe(
      'Blood donation camp at Kolhapur',
    );
  });

  test('never leaks script content or entities', () => {
    expect(previewText('<p>Tom &amp; Jerry</p><script>alert("x")</script>')).toBe('Tom & Jerry');
  });

  test('takes a custom length', () => {
    expect(previewText('abcdefghij', 4)).toBe('abcd…');
  });
});

describe('previewText without DOMPurify', () => {
  test('leaves out comments and what styles, templates and unclosed scripts hold', () => {
    expect(
      previewText(
        '<p>Camp</p><!-- note --><style>p{}</style><template><b>x</b></template><p>at Sangli</p><script>steal()',
      ),
    ).toBe('Camp at Sangli');
  });
});
