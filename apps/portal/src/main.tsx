import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { PORTAL_BASE_PATH } from '@changdee/contract/portal-pages';
import { isLocale } from '@changdee/domain/locale';
import { localeFromPath, localizePath } from '@changdee/ui/lib/locale';
import '@changdee/ui/styles/bootstrap.scss';
import './styles/main.scss';
import { i18n, initI18n } from './lib/i18n';
import { createPortalRouter } from './app/router';
import { linkManifest } from './app/offline/manifest-language';
import { registerServiceWorker } from './app/offline/register-worker';
import { installSession } from './session/session';

// The path inside the portal (`/en/orders`): the router's paths, without its base.
const appPath = () => window.location.pathname.slice(PORTAL_BASE_PATH.length) || '/';
const locale = localeFromPath(appPath());
initI18n(locale);
document.documentElement.lang = locale;
linkManifest(locale);
i18n.on('languageChanged', (language) => linkManifest(isLocale(language) ? language : locale));
registerServiceWorker();

// offlineFirst: a query is tried even when the browser says it is offline, so the service worker
// can answer it from what it kept (the technician's day, decision 066).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
});
const router = createPortalRouter();
// A session that cannot be renewed ends here: back to the sign-in page, in the page's language.
installSession(queryClient, () => {
  void router.navigate(localizePath('/login', localeFromPath(appPath())), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
