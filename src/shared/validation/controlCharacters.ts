// docs/api.md#control-characters: a NUL byte or any other C0 control character in a text field, query value
// or path parameter is refused with 400. Tab, line feed and carriage return are allowed only in fields that
// hold several lines. PostgreSQL cannot store NUL in text at all, so without this rule such input would reach
// it and fail.

export const CONTROL_CHARACTER_MESSAGE = 'This field contains a control character, which is not allowed.';
export const CONTROL_CHARACTER_REQUEST_MESSAGE =
  'The request contains a control character (such as a NUL byte), which is not allowed.';

/** Fields whose text may span lines: enquiry messages, addresses and the office's long texts. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'address',
  'contact_address',
  'content',
  'description',
  'event_description',
  'president_description',
]);

// C0 controls (U+0000 to U+001F); the multi-line variant spares tab, line feed and carriage return. Matching
// control characters is the point of these patterns.
/* eslint-disable no-control-regex */
const ANY_CONTROL = /[\u0000-\u001f]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/* eslint-enable no-control-regex */

export function hasControlCharacter(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).test(value);
}

/** True when a text field named `field` holds a character its kind of field does not allow. */
export function fieldHasControlCharacter(field: string, value: string): boolean {
  return hasControlCharacter(value, MULTILINE_FIELDS.has(field));
}
