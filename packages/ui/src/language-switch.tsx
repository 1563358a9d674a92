import { cx } from './lib/cx';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@changdee/domain/locale';
import { UI_NAMESPACE } from './lib/ui-i18n';
import { localeFromPath, switchLocalePath } from './lib/locale';
import { writeLocaleCookie } from './lib/locale-detection';

const shortLabel: Record<Locale, string> = { th: 'TH', en: 'EN' };

export interface LanguageSwitchProps {
  className?: string;
  /** Called after a language was picked (e.g. to close a mobile menu). */
  onSwitch?: (locale: Locale) => void;
}

/** Moves between the same page in Thai and English, keeping the query (spec §2). */
export function LanguageSwitch({ className, onSwitch }: LanguageSwitchProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const location = useLocation();
  const current = localeFromPath(location.pathname);
  return (
    <nav
      className={cx('language-switch btn-group btn-group-sm', className)}
      aria-label={t('language.label')}
    >
      {LOCALES.map((locale) => {
        const active = locale === current;
        return (
          <Link
            key={locale}
            to={switchLocalePath(location, locale)}
            className={cx('btn', active ? 'btn-primary' : 'btn-outline-primary')}
            aria-current={active ? 'true' : undefined}
            // The spoken name starts with what is shown (WCAG 2.5.3): "EN, English (เปลี่ยนเป็นภาษาอังกฤษ)".
            aria-label={`${shortLabel[locale]}, ${t(`language.switchTo.${locale}`)}`}
            hrefLang={locale}
            lang={locale}
            onClick={() => {
              writeLocaleCookie(locale);
              onSwitch?.(locale);
            }}
          >
            {shortLabel[locale]}
          </Link>
        );
      })}
    </nav>
  );
}
