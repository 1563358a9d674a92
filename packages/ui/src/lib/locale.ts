import type { Locale } from '@changdee/domain/locale';
import { ENGLISH_PATH_PREFIX as englishPrefix } from '@changdee/contract/page-routes';

// The locale lives in the URL (spec §2): Thai has no prefix, English is under /en (the page list,
// packages/contract/src/page-routes.ts). The language codes are the domain's (locale.ts).

export function localeFromPath(pathname: string): Locale {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? 'en' : 'th';
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocalePrefix(pathname: string): string {
  if (localeFromPath(pathname) !== 'en') return pathname || '/';
  const rest = pathname.slice(englishPrefix.length);
  return rest === '' ? '/' : rest;
}

/**
 * Puts an app-absolute path (may carry ?query and #hash) into the given locale. Relative paths and
 * external URLs are returned unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const base = stripLocalePrefix(pathname);
  if (locale === 'th') return `${base}${rest}`;
  return `${base === '/' ? englishPrefix : `${englishPrefix}${base}`}${rest}`;
}

/** The same page in another language, keeping the query and the hash. */
export function switchLocalePath(
  location: { pathname: string; search?: string; hash?: string },
  target: Locale,
): string {
  return localizePath(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`, target);
}
