import fc from 'fast-check';
import {
  ageInYears,
  financialYearLabel,
  financialYearOf,
  formatDottedDate,
  formatOrdinalDate,
  formatTime12h,
  nextMidnightInIndia,
  noonInIndia,
  ordinalSuffix,
  parseIsoDate,
  todayInIndia,
  toIsoDate,
} from '../../src/shared/dates';

describe('ordinal dates (1st January, 2024)', () => {
  it.each([
    ['2024-01-01', '1st January, 2024'],
    ['2024-02-02', '2nd February, 2024'],
    ['2024-03-03', '3rd March, 2024'],
    ['2024-04-04', '4th April, 2024'],
    ['2024-05-11', '11th May, 2024'],
    ['2024-06-12', '12th June, 2024'],
    ['2024-07-13', '13th July, 2024'],
    ['2024-08-21', '21st August, 2024'],
    ['2024-09-22', '22nd September, 2024'],
    ['2024-10-23', '23rd October, 2024'],
    ['2024-12-31', '31st December, 2024'],
    ['2027-01-24', '24th January, 2027'],
  ])('%s -> %s', (iso, text) => {
    expect(formatOrdinalDate(iso)).toBe(text);
  });

  it('answers anything that is not a date as given', () => {
    expect(formatOrdinalDate('soon')).toBe('soon');
    expect(formatOrdinalDate('2023-02-29')).toBe('2023-02-29');
  });

  it('property: every real date formats as "<day><suffix> <Month>, <year>"', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const text = formatOrdinalDate(iso);
          expect(text).toMatch(/^([1-9]|[12]\d|3[01])(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/);
          expect(text.endsWith(`, ${date.getUTCFullYear()}`)).toBe(true);
          expect(text.startsWith(`${date.getUTCDate()}${ordinalSuffix(date.getUTCDate())} `)).toBe(true);
        },
      ),
    );
  });
});

describe('dotted dates (dd.mm.yyyy) and 12-hour times', () => {
  it('formats dates with two-digit day and month', () => {
    expect(formatDottedDate('2024-01-05')).toBe('05.01.2024');
    expect(formatDottedDate('2026-12-20')).toBe('20.12.2026');
    expect(formatDottedDate('nope')).toBe('nope');
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['10:30', '10:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:45', '1:45 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '24:00'],
    ['9:30', '9:30'],
  ])('%s -> %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text);
  });
});

describe('parsing ISO dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-04-31',
      '24-01-01',
      '2024/01/01',
      '0999-01-01',
      '',
      null,
      undefined,
    ]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('property: toIsoDate and parseIsoDate are inverse on real dates', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const parsed = parseIsoDate(iso);
          expect(parsed).not.toBeNull();
          expect(toIsoDate(parsed!)).toBe(iso);
          expect(formatDottedDate(iso)).toBe(`${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`);
        },
      ),
    );
  });
});

describe('ages, today in India and financial years', () => {
  it('counts whole years by calendar date', () => {
    expect(ageInYears({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
    expect(ageInYears({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageInYears({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
  });

  it('today in India is UTC plus 5:30', () => {
    expect(todayInIndia(new Date('2026-03-31T18:29:00Z'))).toEqual({ year: 2026, month: 3, day: 31 });
    expect(todayInIndia(new Date('2026-03-31T18:30:00Z'))).toEqual({ year: 2026, month: 4, day: 1 });
  });

  it('the next day in India begins at 18:30 UTC, also across a month and a year', () => {
    expect(new Date(nextMidnightInIndia(new Date('2026-03-31T18:29:00Z'))).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    expect(new Date(nextMidnightInIndia(new Date('2026-03-31T18:30:00Z'))).toISOString()).toBe(
      '2026-04-01T18:30:00.000Z',
    );
    expect(new Date(nextMidnightInIndia(new Date('2026-12-31T20:00:00Z'))).toISOString()).toBe(
      '2027-01-01T18:30:00.000Z',
    );
  });

  it('noon in India is 06:30 UTC of the same day, and falls on that day in India', () => {
    expect(noonInIndia({ year: 2026, month: 3, day: 31 }).toISOString()).toBe('2026-03-31T06:30:00.000Z');
    expect(todayInIndia(noonInIndia({ year: 2027, month: 1, day: 1 }))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it('financial years run April to March', () => {
    expect(financialYearOf({ year: 2024, month: 4, day: 1 })).toBe(2024);
    expect(financialYearOf({ year: 2025, month: 3, day: 31 })).toBe(2024);
    expect(financialYearLabel(2024)).toBe('2024-25');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });
});
