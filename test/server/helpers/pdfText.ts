import zlib from 'node:zlib';

// The text of a PDF made by pdfkit, for assertions. Its embedded fonts write glyph ids, not characters, so the
// text is read back through each font's ToUnicode map, as a PDF viewer's copy and paste does.

interface PdfObject {
  dictionary: string;
  /** The stream's bytes (latin1), inflated when they are compressed. */
  stream: string;
}

function inflated(data: string): string {
  try {
    return zlib.inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return data;
  }
}

/**
 * The PDF's objects by number. A stream is cut by its /Length, never by searching for `endstream`: compressed
 * bytes may contain that word (or `endobj`) by chance, which made an earlier regex reader lose a font now and then.
 */
function objectsOf(raw: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = header.lastIndex;
    const endObject = raw.indexOf('endobj', start);
    const streamAt = raw.indexOf('stream', start);
    if (endObject === -1) break;
    if (streamAt === -1 || streamAt > endObject) {
      objects.set(match[1], { dictionary: raw.slice(start, endObject), stream: '' });
      header.lastIndex = endObject + 'endobj'.length;
      continue;
    }
    const dictionary = raw.slice(start, streamAt);
    let dataStart = streamAt + 'stream'.length;
    if (raw[dataStart] === '\r') dataStart += 1;
    if (raw[dataStart] === '\n') dataStart += 1;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const data = raw.slice(dataStart, dataStart + length);
    objects.set(match[1], {
      dictionary,
      stream: inflated(data),
    });
    const end = raw.indexOf('endobj', dataStart + length);
    if (end === -1) break;
    header.lastIndex = end + 'endobj'.length;
  }
  return objects;
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
        // An empty entry (<>: a glyph made by shaping that stands for no character of its own) keeps its place.
        [...list.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, hex], index) =>
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
  const objects = objectsOf(pdf.toString('latin1'));
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, ref] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref)?.dictionary ?? '');
      if (toUnicode && !fonts.has(name)) fonts.set(name, parseCmap(objects.get(toUnicode[1])?.stream ?? ''));
    }
  }
  const parts: string[] = [];
  for (const { stream: content } of objects.values()) {
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
