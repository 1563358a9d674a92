// The pages of the web app (spec §2), one list for both sides: the web router builds its routes
// from it (apps/web/src/app/routes.tsx) and the server answers a page path that is not on it with
// HTTP 404 — still with the app's index.html, which then shows its not-found page in the language
// of the URL. Thai pages have no prefix; English ones live under /en.

export const ENGLISH_PATH_PREFIX = '/en';

/** `path` is relative to the locale's root, in React Router's syntax (`:param`, `:param?`). */
export const pageRoutes = [
  { page: 'home', path: '' },
  { page: 'login', path: 'login' },
  { page: 'sso', path: 'sso' },
  { page: 'maintenance', path: 'maintenance' },
  { page: 'productList', path: 'productList' },
  { page: 'productFavorite', path: 'productFavorite' },
  { page: 'product', path: 'product/:index' },
  { page: 'terms', path: 'terms_and_condition' },
  { page: 'address', path: 'address' },
  { page: 'checkout', path: 'checkout' },
  { page: 'orderSuccess', path: 'order_success' },
  { page: 'moreDetail', path: 'more_detail' },
  { page: 'tracking', path: 'tracking/:id?' },
  // The customer's own tracking page, no sign-in (docs/decisions/046).
  { page: 'customerTracking', path: 't/:token' },
] as const;

export type PageName = (typeof pageRoutes)[number]['page'];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

// The way React Router matches: literal segments ignore case, `:param` takes one segment,
// `:param?` takes one or none, a trailing slash does not matter.
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const required = pattern.filter((segment) => !segment.endsWith('?')).length;
  if (segments.length < required || segments.length > pattern.length) return false;
  return segments.every((segment, i) => {
    const expected = pattern[i]!;
    return expected.startsWith(':') || expected.toLowerCase() === decode(segment).toLowerCase();
  });
}

const isEnglish = (segments: readonly string[]) =>
  segments[0]?.toLowerCase() === ENGLISH_PATH_PREFIX.slice(1);

const pathSegments = (urlPath: string) => segmentsOf(urlPath.split(/[?#]/, 1)[0] ?? '');

/**
 * The page-for-path lookup of a list of pages (this one, the portal's: portal-pages.ts): the page
 * a URL path shows (query, hash and the /en prefix aside), or null when no page has that path.
 */
export function pageMatcher<P extends string>(
  routes: readonly { page: P; path: string }[],
): (urlPath: string) => P | null {
  const compiled = routes.map(({ page, path }) => ({ page, pattern: segmentsOf(path) }));
  return (urlPath) => {
    let segments = pathSegments(urlPath);
    if (isEnglish(segments)) segments = segments.slice(1);
    return compiled.find(({ pattern }) => matches(pattern, segments))?.page ?? null;
  };
}

/** The page a URL path shows (query and hash ignored), or null when no page has that path. */
// Pure: a bundle that never asks which page a path is leaves the matcher out.
export const pageForPath = /* @__PURE__ */ pageMatcher(pageRoutes);

/** The language of a page path: English under /en, Thai otherwise. */
export function localeOfPath(urlPath: string): 'en' | 'th' {
  return isEnglish(pathSegments(urlPath)) ? 'en' : 'th';
}
