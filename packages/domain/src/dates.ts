import type { Locale } from './locale';
/** A business date `YYYY-MM-DD` in Asia/Bangkok: what the API sends and receives (spec §9). */
export type BusinessDate = string;

export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';
/** Buddhist year = Gregorian year + 543, for display only (docs/ARCHITECTURE.md, Internationalisation). */
export const BUDDHIST_ERA_OFFSET = 543;
/**
 * Decision: a typed year of 2400 or more is Buddhist, below it Gregorian. The two calendars' current
 * years (20xx / 25xx) are centuries apart, so nothing a user means is ambiguous, and a year that has
 * already been shifted is never shifted twice.
 */
export const BUDDHIST_YEAR_THRESHOLD = 2400;

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

export const partsOf = (date: BusinessDate): [number, number, number] => {
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
 * A time of day written `HH.mm` (as the slots are, spec §9 09.00-12.00) the way a reader of the
 * language writes it: Thai with a dot (`14.05`), English with a colon (`14:05`).
 */
export const formatClockTime = (time: string, locale: Locale): string =>
  locale === 'en' ? time.replace('.', ':') : time;

/** The time of day of an instant in Asia/Bangkok: `14.05` in Thai, `14:05` in English. */
export const formatBusinessTime = (instant: Date, locale: Locale): string => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const parts = Object.fromEntries(
    bangkokClock.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return formatClockTime(`${parts.hour}.${parts.minute}`, locale);
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
