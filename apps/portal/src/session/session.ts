import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  logoutResponseSchema,
  refreshResultSchema,
  signInResultSchema,
  type SignInResult,
} from '@changdee/contract/auth';
import { portalPaths, type PortalMe } from '@changdee/contract/portal';
import { setApiAuth } from '@changdee/ui/lib/api-client';
import { basicAuthorization } from '@changdee/ui/lib/basic-authorization';
import { apiRequest } from '../lib/api';
import { forgetOfflineData } from '../lib/offline-caches';
import { readTokens, writeTokens, type PortalTokens } from './token-storage';

// The portal's session: the tokens of POST /v1/auth (or of the shop's Portal link, POST
// /ops/v1/auth/sso), kept in memory and in localStorage, handed to the API client, which refreshes
// them once on a 401 (rotating the refresh token) and ends the session when that fails.

let tokens: PortalTokens | null = readTokens();
const listeners = new Set<() => void>();

function setTokens(next: PortalTokens | null): void {
  tokens = next;
  writeTokens(next);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether someone is signed in (re-renders when that changes). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => tokens !== null);
}

/** The access token now, for a call the API client does not make (the orders' CSV download). */
export const currentAccessToken = (): string | null => tokens?.accessToken ?? null;

export const ME_QUERY_KEY = ['portal', 'me'] as const;

/** Connects the API client to the session; `onEnded` runs when the session could not be renewed. */
export function installSession(queryClient: QueryClient, onEnded: () => void): void {
  setApiAuth({
    getAccessToken: () => tokens?.accessToken,
    async refreshAccessToken() {
      const refreshToken = tokens?.refreshToken;
      if (!refreshToken) return null;
      const pair = await apiRequest({
        method: 'POST',
        path: '/v1/authServer/getAccessToken',
        body: { token: refreshToken },
        schema: refreshResultSchema,
        skipAuth: true,
      });
      setTokens(pair);
      return pair.accessToken;
    },
    onAuthFailure() {
      setTokens(null);
      void forgetOfflineData();
      queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
      onEnded();
    },
  });
}

function started(result: SignInResult): SignInResult {
  setTokens({ accessToken: result.user.accessToken, refreshToken: result.user.refreshToken });
  return result;
}

export async function signIn(username: string, password: string): Promise<SignInResult> {
  return started(
    await apiRequest({
      method: 'POST',
      path: '/v1/auth',
      headers: { Authorization: basicAuthorization(username.trim(), password) },
      schema: signInResultSchema,
      skipAuth: true,
    }),
  );
}

/** Signs in with the one-time token of the shop's Portal link. */
export async function signInWithShopToken(token: string): Promise<SignInResult> {
  return started(
    await apiRequest({
      method: 'POST',
      path: portalPaths.ssoSignIn,
      body: { token },
      schema: signInResultSchema,
      skipAuth: true,
    }),
  );
}

/** Ends the session on the server (every server: its refresh family) and here. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const refreshToken = tokens?.refreshToken;
  setTokens(null);
  queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
  await forgetOfflineData();
  if (refreshToken) {
    await apiRequest({
      method: 'POST',
      path: '/v1/auth/logout',
      body: { token: refreshToken },
      schema: logoutResponseSchema.shape.data,
      skipAuth: true,
    }).catch(() => undefined); // the tokens are gone here; the server's family expires anyway
  }
}

export type { PortalMe };
