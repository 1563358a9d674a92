import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_NAMESPACE, uiResources } from '../src/lib/ui-i18n';

/** An i18next instance with the shared components' words only, in Thai (tests switch it). */
export async function testI18n() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'th',
    resources: {
      th: { [UI_NAMESPACE]: uiResources.th },
      en: { [UI_NAMESPACE]: uiResources.en },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}
