import { formatOrdinalDate, formatTime12h } from '../../src/shared/dates';

// Dates and times in a page's language: the language's month names with Latin digits; English unchanged.
describe('dates in the page language', () => {
  test('English keeps the ordinal date and the 12-hour time', () => {
    expect(formatOrdinalDate('2024-01-01')).toBe('1st January, 2024');
    expect(formatOrdinalDate('2024-01-01', 'en')).toBe('1st January, 2024');
    expect(formatOrdinalDate('2024-03-22', 'en')).toBe('22nd March, 2024');
    expect(formatTime12h('14:05', 'en')).toBe('2:05 PM');
  });

  test('Marathi, Kannada and Hindi name the month in their own script, with Latin digits', () => {
    expect(formatOrdinalDate('2024-01-01', 'mr')).toBe('1 जानेवारी, 2024');
    expect(formatOrdinalDate('2024-01-01', 'kn')).toBe('ಜನವರಿ 1, 2024');
    expect(formatOrdinalDate('2025-02-09', 'hi')).toBe('9 फ़रवरी 2025');
    for (const language of ['mr', 'kn', 'hi'] as const) {
      expect(formatOrdinalDate('2024-12-31', language)).toMatch(/31/);
      expect(formatOrdinalDate('2024-12-31', language)).not.toMatch(/December/);
      expect(formatTime12h('14:30', language)).toMatch(/^2:30/);
    }
  });

  test('anything that is not a date or time is shown as given in every language', () => {
    expect(formatOrdinalDate('2023-02-30', 'mr')).toBe('2023-02-30');
    expect(formatOrdinalDate('soon', 'hi')).toBe('soon');
    expect(formatTime12h('25:00', 'kn')).toBe('25:00');
  });
});
