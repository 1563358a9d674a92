import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import type { Locale } from '@changdee/domain/locale';
import { localeFromPath, localizePath } from './locale';

/** The current page's locale, read from its path (/en → en, otherwise th). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an app path ('/productList?x=1') into the current locale's path ('/en/productList?x=1'). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** navigate() that stays in the current language. */
export function useLocalizedNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback(
    (path: string, options?: NavigateOptions) => {
      void navigate(localize(path), options);
    },
    [navigate, localize],
  );
}
