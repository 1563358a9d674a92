import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import utc from 'dayjs/plugin/utc.js';
import enLocale from 'dayjs/locale/en.js';
import thLocale from 'dayjs/locale/th.js';
import type { Locale } from './locale';

dayjs.extend(utc);
dayjs.extend(buddhistEra);

/** A business date `YYYY-MM-DD` in Asia/Bangkok: what the API sends and receives (spec §9). */
export type BusinessDate = string;

export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';
/** Buddhist year = Gregorian year + 543, for display only (DESIGN §6). */
export const BUDDHIST_ERA_OFFSET = 543;
/**
 * Decision: a typed year of 2400 or more is Buddhist, below it Gregorian. The two calendars' current
 * years (20xx / 25xx) are centuries apart, so nothing a user means is ambiguous, and a year that has
 * already been shifted is never shifted twice.
 */
export const BUDDHIST_YEAR_THRESHOLD = 2400;

/**
 * How a date is shown: short (`22 พ.ย. 2568`), long (`22 พฤศจิกายน 2568`), its weekday (`เสาร์`),
 * the weekday's abbreviation for a calendar's column heads (`ส.` / `Sa`) or its month and year
 * for a calendar's title (`พฤศจิกายน 2568`).
 */
export type DateStyle = 'short' | 'long' | 'weekday' | 'weekdayShort' | 'month';

/**
 * The one set of display formats (dayjs tokens; BBBB is the Buddhist year). Thai follows spec §1/§9:
 * `DD MMM BBBB` and `DD MMMM YYYY` with the Buddhist year (+543). Decision: English shows the same
 * day-month-year order with the Gregorian year, as an English reader expects (`22 Nov 2025`).
 */
export const DATE_FORMATS: Record<DateStyle, Record<Locale, string>> = {
  short: { th: 'DD MMM BBBB', en: 'DD MMM YYYY' },
  long: { th: 'DD MMMM BBBB', en: 'DD MMMM YYYY' },
  weekday: { th: 'dddd', en: 'dddd' },
  weekdayShort: { th: 'dd', en: 'dd' },
  month: { th: 'MMMM BBBB', en: 'MMMM YYYY' },
};

const bangkokDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const bangkokHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});
const bangkokClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Builds `YYYY-MM-DD` from parts, or null when the day does not exist (31/02, month 13 …). */
export const makeBusinessDate = (year: number, month: number, day: number): BusinessDate | null => {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a valid `YYYY-MM-DD`, else null. */
const readParts = (value: string): [number, number, number] | null => {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const parts: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return makeBusinessDate(...parts) === null ? null : parts;
};

const partsOf = (date: BusinessDate): [number, number, number] => {
  const parts = readParts(date);
  if (!parts) throw new RangeError(`Not a business date (YYYY-MM-DD): ${date}`);
  return parts;
};

export const isBusinessDate = (value: unknown): value is BusinessDate =>
  typeof value === 'string' && readParts(value) !== null;

/**
 * The date in Asia/Bangkok at an instant, whatever the machine's time zone. "Today" is always an
 * argument of the rules: callers pass `businessToday(new Date())` at the edge.
 */
export const businessToday = (now: Date): BusinessDate => {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  const parts = Object.fromEntries(bangkokDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** The hour (0–23) in Asia/Bangkok at an instant, whatever the machine's time zone. */
export const businessHour = (now: Date): number => {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid Date');
  return Number(bangkokHour.format(now));
};

/**
 * The time of day of an instant in Asia/Bangkok as `HH.mm` (`14.05`), the way the time slots are
 * written (spec §5 09.00-12.00), in both languages.
 */
export const formatBusinessTime = (instant: Date): string => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const parts = Object.fromEntries(
    bangkokClock.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.hour}.${parts.minute}`;
};

/**
 * A date-only value from what the API or the database may hold: a `YYYY-MM-DD` string stays as it is;
 * a timestamp (Date or ISO string with a time) becomes its Bangkok date (spec §9 "compared by date
 * only"). Null when unreadable.
 */
export const toBusinessDate = (value: Date | string | null | undefined): BusinessDate | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) return isBusinessDate(value) ? value : null;
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : businessToday(instant);
  }
  return Number.isNaN(value.getTime()) ? null : businessToday(value);
};

/** Calendar arithmetic on business dates, in UTC so the machine's zone and DST cannot shift a day. */
export const addDays = (date: BusinessDate, days: number): BusinessDate => {
  const [y, m, d] = partsOf(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Adds months; a day that does not exist in the target month becomes its last day (31 Aug + 6 → 28/29 Feb). */
export const addMonths = (date: BusinessDate, months: number): BusinessDate => {
  const [y, m, d] = partsOf(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(d, daysInMonth(year, month)), 2)}`;
};

/** Negative, 0 or positive like a comparator; `YYYY-MM-DD` strings order as dates. */
export const compareDates = (a: BusinessDate, b: BusinessDate): number =>
  a < b ? -1 : a > b ? 1 : 0;

/** from ≤ date ≤ to, both ends inclusive. */
export const isDateWithin = (date: BusinessDate, from: BusinessDate, to: BusinessDate): boolean =>
  date >= from && date <= to;

export const buddhistYear = (gregorianYear: number): number => gregorianYear + BUDDHIST_ERA_OFFSET;
export const gregorianYear = (buddhistYearValue: number): number =>
  buddhistYearValue - BUDDHIST_ERA_OFFSET;

const dayjsLocales = { th: thLocale, en: enLocale } as const;

/**
 * Formats a business date (or the Bangkok date of an instant) for people, in Thai or English:
 * short `22 พ.ย. 2568` / `22 Nov 2025`, long `22 พฤศจิกายน 2568` / `22 November 2025`, weekday
 * `เสาร์` / `Saturday`. Every screen formats dates through here.
 */
export const formatDate = (
  value: BusinessDate | Date,
  style: DateStyle,
  locale: Locale,
): string => {
  const date = value instanceof Date ? businessToday(value) : value;
  const [y, m, d] = partsOf(date);
  return dayjs
    .utc(Date.UTC(y, m - 1, d))
    .locale(dayjsLocales[locale])
    .format(DATE_FORMATS[style][locale]);
};

export const formatShortDate = (value: BusinessDate | Date, locale: Locale): string =>
  formatDate(value, 'short', locale);

export const formatLongDate = (value: BusinessDate | Date, locale: Locale): string =>
  formatDate(value, 'long', locale);

const stripDots = (text: string): string => text.replace(/\./g, '').toLowerCase();

const monthNames = new Map<string, number>();
for (const locale of [thLocale, enLocale]) {
  const months = locale.months ?? [];
  months.forEach((name, index) => monthNames.set(stripDots(name), index + 1));
  // dayjs's English locale has no short names: they are the first three letters.
  const short = locale.monthsShort ?? months.map((name) => name.slice(0, 3));
  short.forEach((name, index) => monthNames.set(stripDots(name), index + 1));
}

const yearFromInput = (year: number): number =>
  year >= BUDDHIST_YEAR_THRESHOLD ? gregorianYear(year) : year;

/**
 * Reads a date a user typed back to `YYYY-MM-DD`. Accepted: `D/M/YYYY` (also `-` or `.` between),
 * `YYYY-MM-DD`, and `D MMM YYYY` / `D MMMM YYYY` with Thai or English month names (with or without
 * the dots of `พ.ย.`), i.e. everything `formatDate` prints with the spec's formats. The year may be
 * Buddhist or Gregorian (see BUDDHIST_YEAR_THRESHOLD); two-digit years are refused. Null when the
 * text is not a real date.
 */
export const parseDisplayDate = (input: string): BusinessDate | null => {
  const text = input.trim().replace(/\s+/g, ' ');
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match)
    return makeBusinessDate(yearFromInput(Number(match[1])), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match)
    return makeBusinessDate(yearFromInput(Number(match[3])), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2}) (\S+) (\d{4})$/.exec(text);
  const month = match ? monthNames.get(stripDots(match[2] ?? '')) : undefined;
  if (!match || month === undefined) return null;
  return makeBusinessDate(yearFromInput(Number(match[3])), month, Number(match[1]));
};
