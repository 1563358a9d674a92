import { localized, type Locale, type LocalizedText } from './locale';

/**
 * Spec §2: the product page's path segment is the product name with slashes and spaces replaced by
 * underscores. Decision: every whitespace character (tabs, no-break spaces …) counts as a space, each
 * one becomes its own underscore, and nothing else changes (Thai stays Thai; the URL encodes it).
 */
export const productSlug = (name: string): string => {
  const slug = name.replace(/[/\s]/g, '_');
  // '.' and '..' are path steps to a URL parser (even encoded), so such a name keeps underscores.
  return slug === '.' || slug === '..' ? slug.replace(/\./g, '_') : slug;
};

/**
 * `/product/{segment}?id={_id}`, with the /en prefix in English. Decision: the segment uses the name
 * in the page's language (Thai when there is no English name); the id query is what identifies the
 * product, the segment is for people and search engines.
 */
export const productPath = (
  product: { _id: string; name: Partial<LocalizedText> },
  locale: Locale,
): string => {
  const prefix = locale === 'en' ? '/en' : '';
  // Decision: a product without a name still gets a segment, '_'.
  const segment = encodeURIComponent(productSlug(localized(product.name, locale)) || '_');
  return `${prefix}/product/${segment}?id=${encodeURIComponent(product._id)}`;
};

export interface ProductRoute {
  locale: Locale;
  id: string;
  /** The decoded segment as it stands in the URL. */
  slug: string;
  /** The segment with underscores shown as spaces (a slash cannot be told from a space any more). */
  displayName: string;
}

/** Reads `/product/{segment}?id=…` (or `/en/product/…`); null when it is not a product URL with an id. */
export const parseProductPath = (url: string): ProductRoute | null => {
  const parsed = new URL(url, 'http://changdee.invalid');
  const match = /^(?:\/(en))?\/product\/([^/]+)\/?$/.exec(parsed.pathname);
  const id = parsed.searchParams.get('id');
  if (!match?.[2] || !id) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return {
    locale: match[1] === 'en' ? 'en' : 'th',
    id,
    slug,
    displayName: slug.replace(/_/g, ' '),
  };
};
