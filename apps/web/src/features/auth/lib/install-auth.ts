import type { QueryClient } from '@tanstack/react-query';
import { redirect, type DataRouter, type MiddlewareFunction } from 'react-router';
import { localeFromPath, localizePath, stripLocalePrefix } from '@changdee/ui/lib/locale';
import { setApiAuth } from '@changdee/ui/lib/api-client';
import { isApiError } from '@changdee/ui/lib/api-error';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { useAuthStore } from '../../../shared/session/auth-store';
import { registerSessionReset } from '../../../shared/session/clear-session';
import { sessionExpiredState } from './login-notice';
import { decideRoute, LOGIN_PATH, MAINTENANCE_PATH, type RouteDecision } from './route-access';
import { endSession, refreshAccessToken } from './session-actions';

// Plugs the session into the app (called once from main.tsx): the route guard 'session' that
// the root route runs before every page, the api client's token and refresh, and the reactions to
// a failed refresh or a maintenance answer.

export const SESSION_MIDDLEWARE = 'session';

interface InstallAuthOptions {
  queryClient: QueryClient;
  /** The router, once created (the guard is registered before the router exists). */
  router: () => DataRouter | undefined;
  registerMiddleware: (name: string, middleware: MiddlewareFunction) => void;
}

const signedIn = () => {
  const { user, token } = useAuthStore.getState();
  return user !== null && token !== null;
};

async function maintenanceOn(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(runtimeConfigQueryOptions())).maintenance;
  } catch {
    return false; // the config could not be read: do not lock people out over it
  }
}

/** Carries a decision out; returns the path to go to, or null to stay. */
function apply(decision: RouteDecision): string | null {
  switch (decision.kind) {
    case 'allow':
      return null;
    case 'redirect':
      return decision.to;
    case 'logout':
      endSession('logout');
      return decision.to;
    case 'maintenance':
      endSession('maintenance');
      return MAINTENANCE_PATH;
  }
}

export function installAuth({ queryClient, router, registerMiddleware }: InstallAuthOptions): void {
  registerSessionReset('queries', () => queryClient.clear());

  registerMiddleware(SESSION_MIDDLEWARE, async ({ request }, next) => {
    const url = new URL(request.url);
    const locale = localeFromPath(url.pathname);
    const state = useAuthStore.getState();
    // Spec §4: no token resets the user.
    if (state.user && !state.token) endSession('logout');
    const target = apply(
      decideRoute({
        path: stripLocalePrefix(url.pathname),
        signedIn: signedIn(),
        role: useAuthStore.getState().role,
        maintenance: await maintenanceOn(queryClient),
      }),
    );
    if (target) throw redirect(localizePath(target, locale));
    return next();
  });

  const goTo = (path: string, state?: unknown) => {
    const current = router();
    if (!current) return;
    const locale = localeFromPath(current.state.location.pathname);
    void current.navigate(localizePath(path, locale), { replace: true, state });
  };

  setApiAuth({
    getAccessToken: () => useAuthStore.getState().token,
    refreshAccessToken,
    onAuthFailure: () => {
      // Spec §4: a failed refresh clears the session and goes to /login, which says why — except
      // where a visitor may stay (tracking, terms), where the failed request is simply dropped.
      const wasSignedIn = useAuthStore.getState().user !== null;
      endSession('refresh-failed');
      const current = router();
      const path = current ? stripLocalePrefix(current.state.location.pathname) : '/';
      const target = apply(decideRoute({ path, signedIn: false, role: null, maintenance: false }));
      if (target === LOGIN_PATH) goTo(LOGIN_PATH, sessionExpiredState);
      else if (target || wasSignedIn) goTo(target ?? path);
    },
  });

  // Any answer 503 MAINTENANCE means the switch was turned on since the page loaded.
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.code !== 'MAINTENANCE') return;
    void queryClient.invalidateQueries({ queryKey: runtimeConfigQueryOptions().queryKey });
    endSession('maintenance');
    goTo(MAINTENANCE_PATH);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
}
