import type { Locale } from '../../shared/i18n/locale';

// The shop runs on Bangkok time whatever the device's zone is.
const timeZone = 'Asia/Bangkok';

export function bangkokHour(date: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
  return Number(hour);
}

export function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}

/** A long date: Thai shows the Buddhist year (spec §1), English the Gregorian one. */
export function formatBangkokDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}
