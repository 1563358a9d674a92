import { DEFAULT_LOCALE, isLocale, type Locale } from '@changdee/domain/locale';
import { localeFromPath, localizePath } from './locale';

// Spec §2/§9: browser-language detection remembers its outcome in this cookie for 365 days.
export const localeCookieName = 'i18n_redirected';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function detectBrowserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export interface InitialLocaleInput {
  pathname: string;
  search: string;
  hash: string;
  cookieLocale: string | null;
  browserLanguages: readonly string[];
}

export interface InitialLocaleDecision {
  /** Where to send the browser before the app starts, or null to stay. */
  redirectTo: string | null;
  /** The locale to store in the cookie, or null when the cookie is already set. */
  storeCookie: Locale | null;
}

/**
 * Decides the first-visit redirect: only the root page is redirected (a deep link keeps the language
 * it names). Without the cookie the browser's preferred language decides; with it, the remembered
 * choice (the language switch updates it) does.
 */
export function decideInitialLocale(input: InitialLocaleInput): InitialLocaleDecision {
  const remembered = isLocale(input.cookieLocale) ? input.cookieLocale : null;
  const atRoot = input.pathname === '/' || input.pathname === '';
  const wanted =
    remembered ??
    (atRoot ? detectBrowserLocale(input.browserLanguages) : localeFromPath(input.pathname));
  const storeCookie = remembered ? null : wanted;
  const redirectTo =
    atRoot && wanted !== localeFromPath(input.pathname)
      ? localizePath(`/${input.search}${input.hash}`, wanted)
      : null;
  return { redirectTo, storeCookie };
}

export function readLocaleCookie(cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === localeCookieName) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Runs once before the router starts; may replace the current URL. */
export function applyInitialLocale(): void {
  const { pathname, search, hash } = window.location;
  const decision = decideInitialLocale({
    pathname,
    search,
    hash,
    cookieLocale: readLocaleCookie(document.cookie),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (decision.storeCookie) writeLocaleCookie(decision.storeCookie);
  if (decision.redirectTo) window.history.replaceState(null, '', decision.redirectTo);
}
