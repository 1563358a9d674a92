import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { withChunkReload } from '../../shared/lib/chunk-reload';
import { useNotificationStore } from '../../shared/notifications/notification-store';
import { trackMobileMode } from '../../shared/store/global-store';
import { OfflineNotifier } from '../components/offline-notifier';
import { RouteLoadingBar } from '../components/route-loading-bar';
import type { RouteHandle } from '../route-handle';
import { SiteHeaderSlot } from './site-header-slot';

// The toasts (react-bootstrap) load with the first notification, not with the app: the sign-in
// page should load only what it needs. The header likewise (site-header-slot.tsx).
const NotificationArea = lazy(
  withChunkReload(() =>
    import('../../shared/notifications/notification-area').then((area) => ({
      default: area.NotificationArea,
    })),
  ),
);

/** Mounts the notification area with the first notification and keeps it (toasts animate out). */
function Notifications() {
  const any = useNotificationStore((state) => state.notifications.length > 0);
  const [needed, setNeeded] = useState(any);
  if (any && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationArea />
    </Suspense>
  ) : null;
}

/** Keeps i18next, <html lang> and the default title in step with the locale of the path. */
function useLocaleSync() {
  const locale = useLocale();
  const { i18n, t } = useTranslation('common');
  const { pathname } = useLocation();
  // Layout effects run before paint and before the pages' own title effects.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  useLayoutEffect(() => {
    document.title = t('app.name');
  }, [t, pathname]);
}

/** Spec §2's default layout: header (not on /login), notification area, content. */
export function RootLayout() {
  const { t } = useTranslation('common');
  useLocaleSync();
  useEffect(() => trackMobileMode(), []);
  const matches = useMatches();
  const showHeader = !matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.hideHeader,
  );

  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link visually-hidden-focusable">
        {t('app.skipToContent')}
      </a>
      <RouteLoadingBar />
      {showHeader ? (
        <div className="app-header-area">
          <SiteHeaderSlot />
        </div>
      ) : null}
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Notifications />
      <OfflineNotifier />
      <ScrollRestoration />
    </div>
  );
}
