import type { Locale } from '@changdee/domain/locale';
import { logoutRequest, portalLinkRequest } from '../api/auth-api';

// One sign-in (issue 28 item 9, decision 062): an operator or a technician who signs in at the
// shop's /login is handed to the portal already signed in, in the page's language. The session
// the shop's sign-in opened pays for a one-time portal token (5 minutes, single use, the same one
// the header's Portal link carries), then ends: the portal opens a session of its own with it.

/** The portal's link in `locale`: `/portal?token=…` or `/portal/en?token=…`. */
export function portalUrlIn(url: string, locale: Locale): string {
  const link = new URL(url, window.location.origin);
  if (locale === 'en') link.pathname = `${link.pathname.replace(/\/$/, '')}/en`;
  return link.toString();
}

/** The portal's link for the session just opened, then that session ended; null if none came. */
export async function handOffToPortal(
  tokens: { accessToken: string; refreshToken: string },
  locale: Locale,
): Promise<string | null> {
  try {
    const link = await portalLinkRequest(tokens.accessToken);
    return portalUrlIn(link.url, locale);
  } catch {
    return null;
  } finally {
    void logoutRequest(tokens.refreshToken).catch(() => undefined);
  }
}
