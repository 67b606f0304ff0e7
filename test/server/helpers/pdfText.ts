import zlib from 'node:zlib';

// The text of a PDF made by pdfkit, for assertions. Its embedded fonts write glyph ids, not characters, so the
// text is read back through each font's ToUnicode map, as a PDF viewer's copy and paste does.

function streamOf(body: string): string {
  const match = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
  if (!match) return '';
  try {
    return zlib.inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
  } catch {
    return match[1];
  }
}

const hexToText = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, list, single] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
    )) {
      const start = parseInt(from, 16);
      const end = parseInt(to, 16);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, hex], index) =>
          map.set(start + index, hexToText(hex)),
        );
      } else {
        const base = parseInt(single, 16);
        for (let code = start; code <= end; code += 1)
          map.set(code, String.fromCharCode(base + code - start));
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, hex] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(code, 16), hexToText(hex));
  }
  return map;
}

/** The PDF's text, runs joined, white space collapsed to single spaces. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(id, body);
  const fonts = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    for (const [, name, ref] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref) ?? '');
      if (toUnicode && !fonts.has(name))
        fonts.set(name, parseCmap(streamOf(objects.get(toUnicode[1]) ?? '')));
    }
  }
  const parts: string[] = [];
  for (const body of objects.values()) {
    const content = streamOf(body);
    if (!/\bTf\b/.test(content)) continue;
    let cmap: Map<number, string> | undefined;
    for (const [, font, hex] of content.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]+)>/g)) {
      if (font) {
        cmap = fonts.get(font);
        parts.push(' ');
      } else if (cmap) {
        for (let at = 0; at + 4 <= hex.length; at += 4)
          parts.push(cmap.get(parseInt(hex.slice(at, at + 4), 16)) ?? '');
      }
    }
    parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ');
}
