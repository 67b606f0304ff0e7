import fc from 'fast-check';

// What the fuzz tests send (test/server/routes/fuzz.test.ts, test/server/admin/fuzz.test.ts): control characters,
// lone surrogates, SQL and path tricks, wrong types, huge values.

const TRICKS = [
  '\u0000',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\uD800',
  '\u202Eevil',
  '１２３４５',
  'a'.repeat(5000),
  '',
  ' ',
  'null',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
];

export const hostileText = fc.oneof(
  fc.constantFrom(...TRICKS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 30 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** Lone surrogates become U+FFFD, as a browser sends them. */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/** Text a URL can carry. */
export const inUrl = (text: string) => encodeURIComponent(wellFormed(text));
