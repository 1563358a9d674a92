import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import th from './th.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@changdee/domain/locale';
import { localeOf, UI_NAMESPACE, uiResources } from '@changdee/ui/lib/ui-i18n';

/** Namespace → translations, per language; features bring their own namespaces (app collects them). */
export type NamespaceResources = Partial<Record<Locale, ResourceLanguage>>;

// One instance for the app; tests and the api client read the current language from it.
export const i18n = i18next.createInstance();

export function initI18n(language: Locale, extraNamespaces: NamespaceResources = {}) {
  const resources: Resource = {};
  for (const locale of LOCALES) {
    resources[locale] = {
      common: locale === 'th' ? th : en,
      [UI_NAMESPACE]: uiResources[locale],
      ...extraNamespaces[locale],
    };
  }
  if (i18n.isInitialized) {
    for (const locale of LOCALES) {
      for (const [ns, bundle] of Object.entries(resources[locale] ?? {})) {
        i18n.addResourceBundle(locale, ns, bundle, true, true);
      }
    }
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
    // Resources are bundled, so initialisation is synchronous and the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export const currentLocale = (): Locale => localeOf(i18n);
