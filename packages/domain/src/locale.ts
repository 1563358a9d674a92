import { isOneOf } from './one-of';

// The shop speaks Thai first and English second (spec §1, §2). The one definition of the language
// codes: the contract, the server and the web app import them from here.
export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';

/** A text in both languages, as the catalogue carries names ({th, en}). */
export type LocalizedText = Record<Locale, string>;

export const isLocale = (value: unknown): value is Locale => isOneOf(LOCALES, value);

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
 * A text a rule asks the UI to show: a message key and the values its text needs. The rules never
 * carry the words themselves: the web app's i18n resources hold them (common namespace, under
 * `rules.<key>`), so they pass the same key-parity test as every other string.
 */
export interface RuleMessage<K extends string = string> {
  key: K;
  params?: Record<string, string | number>;
}
