import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './i18n/languages';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Parses a strict YYYY-MM-DD calendar date; null for anything else, including 2023-02-30. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth || year < 1000) return null;
  return { year, month, day };
}

export function ordinalSuffix(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A language's formatter of UTC dates and times, made once per language: the dates here are calendar dates and
 * wall-clock times already, so the formatter must not move them into the machine's time zone.
 */
function formatIn(
  cache: Map<Language, Intl.DateTimeFormat>,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' });
    cache.set(language, format);
  }
  return format;
}

/**
 * "1st January, 2024" (docs/product.md#constants); in another language the day, the language's month name and
 * the year as that language writes them, with Latin digits ("1 जानेवारी, 2024"). The input as given when it is
 * not a date.
 */
export function formatOrdinalDate(iso: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  if (language === DEFAULT_LANGUAGE)
    return `${date.day}${ordinalSuffix(date.day)} ${MONTHS[date.month - 1]}, ${date.year}`;
  const format = formatIn(dateFormats, language, { day: 'numeric', month: 'long', year: 'numeric' });
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** "01.01.2024", the alternate display (docs/product.md#constants). */
export function formatDottedDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return `${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}.${date.year}`;
}

/** "14:05" -> "2:05 PM" (in another language as it writes a 12-hour time); the input as given when it is not HH:MM. */
export function formatTime12h(hhmm: string, language: Language = DEFAULT_LANGUAGE): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  if (!match) return hhmm;
  const hours = Number(match[1]);
  if (language !== DEFAULT_LANGUAGE) {
    const format = formatIn(timeFormats, language, { hour: 'numeric', minute: '2-digit', hour12: true });
    return format.format(new Date(Date.UTC(2000, 0, 1, hours, Number(match[2]))));
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** Whole years from birth to today, by calendar date (a birthday counts from its day). */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** Today's calendar date in India, where the Sabha and its members are. */
export function todayInIndia(now: Date = new Date()): CalendarDate {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** The moment (epoch milliseconds) the next day begins in India. */
export function nextMidnightInIndia(now: Date = new Date()): number {
  const { year, month, day } = todayInIndia(now);
  return Date.UTC(year, month - 1, day + 1) - IST_OFFSET_MS;
}

/** Noon in India on a calendar date: a moment well inside that day, whatever the clock of the machine. */
export function noonInIndia(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 12) - IST_OFFSET_MS);
}

export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Indian financial year (April to March) a date falls in, as its starting year: 2024-05-01 -> 2024, 2025-02-01 -> 2024. */
export function financialYearOf(date: CalendarDate): number {
  return date.month >= 4 ? date.year : date.year - 1;
}

/** "2024-25" */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
