import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notification-store';
import { portalLinkRequest } from '../api/auth-api';

/** Spec §2 Portal: opens the admin portal in a new tab with a single-sign-on token appended. */
export function usePortalOpener(signedIn: boolean, portalUrl: string | undefined) {
  const { t } = useTranslation('auth');
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn || !portalUrl) return; // a plain link to the portal
    event.preventDefault();
    // Open the tab now, inside the click, so no pop-up blocker objects; point it once the token is here.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    portalLinkRequest().then(
      (link) => {
        if (tab) tab.location.href = link.url;
        else window.open(link.url, '_blank', 'noopener');
      },
      () => {
        notify({ variant: 'warning', message: t('header.portalFailed'), delay: 5000 });
        if (tab) tab.location.href = portalUrl;
      },
    );
  };
}
