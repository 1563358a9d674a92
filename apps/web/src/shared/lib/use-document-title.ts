import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "<page> | ช่างดี B2B" (or the shop name alone). */
export function useDocumentTitle(page?: string): void {
  const { t } = useTranslation('common');
  const title = page ? t('app.pageTitle', { page }) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
