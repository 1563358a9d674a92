// The shop speaks Thai first and English second (spec §1, §2).
export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';

/** A text in both languages, as the catalogue carries names ({th, en}) and as messages are kept. */
export interface LocalizedText {
  th: string;
  en: string;
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The text for a locale, falling back to Thai when the English text is missing or blank. */
export const localized = (
  text: Partial<LocalizedText> | null | undefined,
  locale: Locale,
): string => {
  const wanted = text?.[locale];
  if (wanted && wanted.trim() !== '') return wanted;
  return text?.th ?? text?.en ?? '';
};

/**
 * Fills `{{name}}` placeholders (i18next's default syntax, so the same texts can be handed to
 * i18next unchanged). Unknown placeholders are left as they are, so a missing value is visible.
 */
export const interpolate = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
