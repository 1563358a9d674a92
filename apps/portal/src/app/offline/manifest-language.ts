import type { Locale } from '@changdee/domain/locale';

/** Points the page's web app manifest at the one in its language (its name and start page). */
export function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `/portal/manifest.${locale}.webmanifest`;
}
