import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { UpdatePrompt } from '../app/offline/update-prompt';

/**
 * Every portal page: keeps i18next and <html lang> in step with the language of the path, and
 * says when a new version is ready.
 */
export function PortalRoot() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  // Before paint, so a page never shows the other language's words after a switch.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
