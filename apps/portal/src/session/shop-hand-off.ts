import type { QueryClient } from '@tanstack/react-query';
import { portalPaths, shopLinkSchema } from '@changdee/contract/portal';
import type { Locale } from '@changdee/domain/locale';
import { apiRequest } from '../lib/api';
import { signOut } from './session';

// One sign-in, the portal's side (issue 28 item 9, decision 062): a shop user who signs in at the
// portal's login is handed to the shop already signed in, in the page's language. The session the
// portal's sign-in opened pays for the shop's one-time token, then ends: the shop opens its own.

/** The shop's /sso link with a one-time token for the signed-in shop user. */
export function requestShopLink(locale: Locale) {
  return apiRequest({
    method: 'POST',
    path: portalPaths.shopLink,
    body: { locale },
    schema: shopLinkSchema,
  });
}

/** The shop's link for the session just opened, then that session ended; null if none came. */
export async function handOffToShop(
  queryClient: QueryClient,
  locale: Locale,
): Promise<string | null> {
  try {
    return (await requestShopLink(locale)).url;
  } catch {
    return null;
  } finally {
    await signOut(queryClient);
  }
}
