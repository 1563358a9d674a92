import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@changdee/domain/locale';
import en from '../i18n/en.json';
import th from '../i18n/th.json';

// The words of the shared components, in their own i18next namespace: each app adds it to its
// instance (the shop's shared/i18n/i18n.ts, the portal's app/i18n.ts).
export const UI_NAMESPACE = 'ui';

export const uiResources: Record<Locale, ResourceLanguage> = { th, en };

/** The language an i18next instance speaks now, as one of ours (Thai when it is unsure). */
export function localeOf(i18n: I18n): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
