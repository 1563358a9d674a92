import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import '@changdee/ui/styles/bootstrap.scss';
import './app/styles/main.scss';
import { attachDeferredStylesheets, mountApp } from './app/mount';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { registerRouteMiddleware } from './app/route-middleware';
import { installAuth, SESSION_MIDDLEWARE } from './features/auth/lib/install-auth';
import { initI18n } from './shared/i18n/i18n';
import { useAuthStore } from './shared/session/auth-store';
import { localeFromPath } from '@changdee/ui/lib/locale';
import { applyInitialLocale } from '@changdee/ui/lib/locale-detection';
import { reloadForChunkError } from './shared/lib/chunk-reload';

// Vite reports a failed preload of a lazy page's dependencies here; the same 60 s guard applies.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

attachDeferredStylesheets(document);
applyInitialLocale();
const locale = localeFromPath(window.location.pathname);
initI18n(locale);
document.documentElement.lang = locale;

const queryClient = createQueryClient();

/** A signed-in clerk opening the catalogue or a product: pages whose data can start now. */
function wantsFirstScreen(pathname: string): boolean {
  const { token, user } = useAuthStore.getState();
  return Boolean(token && user) && /^(\/en)?\/(productList|product\/[^/]+)\/?$/.test(pathname);
}
const routerRef: { current?: DataRouter } = {};
// Identity registers the 'session' guard and the api client's token refresh before the first route.
installAuth({
  queryClient,
  router: () => routerRef.current,
  registerMiddleware: registerRouteMiddleware,
});
// The catalogue's first screen is asked for now, beside the page's code (decision 063); its small
// module is loaded only by a signed-in clerk on a catalogue page, so /login never downloads it.
if (wantsFirstScreen(window.location.pathname))
  void import('./features/catalog/lib/first-screen').then(({ prefetchFirstScreen }) =>
    prefetchFirstScreen(queryClient, window.location),
  );
const router = createAppRouter({ middleware: [SESSION_MIDDLEWARE] });
routerRef.current = router;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void mountApp(
  container,
  router,
  <StrictMode>
    <AppProviders router={router} queryClient={queryClient} />
  </StrictMode>,
);
