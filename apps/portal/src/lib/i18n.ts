import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@changdee/domain/locale';
import { UI_NAMESPACE, uiResources } from '@changdee/ui/lib/ui-i18n';
import en from '../i18n/en.json';
import th from '../i18n/th.json';

// The portal's words (namespace 'portal') and the shared components' (packages/ui), bundled: the
// first render is translated.
export const i18n = i18next.createInstance();

export function initI18n(language: Locale) {
  const own = { th, en };
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        { portal: own[locale], [UI_NAMESPACE]: uiResources[locale] },
      ]),
    ),
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'portal',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}
