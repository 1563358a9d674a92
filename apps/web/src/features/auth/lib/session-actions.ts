import type { DataCms, SignInResult } from '@changdee/contract/auth';
import { useAuthStore } from '../../../shared/session/auth-store';
import { clearSession, type ClearReason } from '../../../shared/session/clear-session';
import { useEmployeeStore } from '../../../shared/session/employee-store';
import { readTokens } from '../../../shared/session/token-storage';
import { logoutRequest, refreshRequest } from '../api/auth-api';

// What signing in, refreshing and signing out do to the browser's session stores (spec §4).

/** Takes a successful sign-in (direct or single sign-on) into the stores. */
export function adoptSession(
  result: SignInResult,
  options: { isStoreToken: boolean; dataCMS?: DataCms | null },
): void {
  const employees = useEmployeeStore.getState();
  const branches = new Set(result.stores.map((store) => store.branch_uuid));
  // A remembered employee of another store (a previous user of this browser) does not carry over.
  if (employees.chosen && !branches.has(employees.chosen.channelUUID)) employees.reset();
  useAuthStore.getState().authSuccess(result, options);
  if (options.dataCMS?.employee) useEmployeeStore.getState().choose(options.dataCMS.employee);
  else if (useEmployeeStore.getState().chosen) {
    useAuthStore.getState().setEmployeeName(useEmployeeStore.getState().chosen?.name ?? null);
  }
}

/**
 * Ends the session in the browser and tells the server to revoke the refresh-token family. The
 * server call is fire-and-forget: the user is signed out here whatever the network does.
 */
export function endSession(reason: ClearReason): void {
  const { refreshToken } = useAuthStore.getState();
  if (refreshToken) void logoutRequest(refreshToken).catch(() => undefined);
  clearSession(reason);
}

let refreshing: Promise<string | null> | null = null;

async function refreshWithStoredToken(failedAccessToken: string | null): Promise<string | null> {
  const state = useAuthStore.getState();
  // Another tab may have rotated the tokens already: take its pair instead of spending ours twice
  // (a second use of a spent refresh token would end the session everywhere).
  const stored = readTokens(state.isStoreToken);
  if (stored && stored.access_token !== failedAccessToken) {
    useAuthStore.setState({ token: stored.access_token, refreshToken: stored.refresh_token });
    return stored.access_token;
  }
  const refreshToken = stored?.refresh_token ?? state.refreshToken;
  if (!refreshToken) return null;
  const next = await refreshRequest(refreshToken);
  useAuthStore.getState().setTokens(next.accessToken, next.refreshToken);
  return next.accessToken;
}

/**
 * The api client's refresh (it already shares one refresh among the requests of this tab).
 * Across tabs a Web Lock makes the refreshes take turns, so only one tab spends the token.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (refreshing) return refreshing;
  const failed = useAuthStore.getState().token;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run: Promise<string | null> = locks
    ? // The lock resolves with the callback's awaited value (the DOM typings nest the promise).
      (locks.request('changdee-token-refresh', () =>
        refreshWithStoredToken(failed),
      ) as unknown as Promise<string | null>)
    : refreshWithStoredToken(failed);
  const shared = run.finally(() => {
    refreshing = null;
  });
  refreshing = shared;
  return shared;
}
