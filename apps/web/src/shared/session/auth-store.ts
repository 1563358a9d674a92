import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { DataCms, SessionStore, SignInResult } from '@changdee/contract/auth';
import type { Role } from '@changdee/domain/roles';
import { registerSessionReset } from './clear-session';
import { sessionPersistOptions, sessionStorageKey } from './session-keys';
import { readTokens, removeTokens, writeTokens } from './token-storage';

// The auth state of spec §3: dataCMS (employeeName), user, token, store[], role and the loading /
// callback-done / authenticated flags. The tokens themselves live under the spec's storage keys
// (token-storage.ts); the rest is persisted under AUTH_STORAGE_KEY so a reload keeps the session.

export const AUTH_STORAGE_KEY = sessionStorageKey('auth');

export interface AuthUser {
  user_uuid: string;
  user_name: string;
  display_name: string;
  adminUUID: string;
}

export interface AuthState {
  dataCMS: { employeeName: string | null };
  user: AuthUser | null;
  /** The access token (sent as Bearer). */
  token: string | null;
  refreshToken: string | null;
  store: SessionStore[];
  role: Role | null;
  /** true: tokens under 'store_token' (direct sign-in); false: 'user_token' (single sign-on). */
  isStoreToken: boolean;
  loading: boolean;
  callbackDone: boolean;
  authenticated: boolean;
}

interface AuthActions {
  startAuth(): void;
  authSuccess(
    result: SignInResult,
    options: { isStoreToken: boolean; dataCMS?: DataCms | null },
  ): void;
  authFailure(): void;
  /** Stores a rotated pair (token refresh). */
  setTokens(accessToken: string, refreshToken: string): void;
  setEmployeeName(name: string | null): void;
  reset(): void;
}

const signedOut = {
  dataCMS: { employeeName: null },
  user: null,
  token: null,
  refreshToken: null,
  store: [],
  role: null,
  authenticated: false,
} satisfies Partial<AuthState>;

function initialTokens(): Pick<AuthState, 'token' | 'refreshToken' | 'isStoreToken'> {
  const store = readTokens(true);
  if (store)
    return { token: store.access_token, refreshToken: store.refresh_token, isStoreToken: true };
  const user = readTokens(false);
  if (user)
    return { token: user.access_token, refreshToken: user.refresh_token, isStoreToken: false };
  return { token: null, refreshToken: null, isStoreToken: true };
}

export const useAuthStore = create<AuthState & AuthActions>()(
  persist(
    (set, get) => ({
      ...signedOut,
      ...initialTokens(),
      loading: false,
      callbackDone: false,

      startAuth: () => set({ loading: true }),

      authSuccess: (result, { isStoreToken, dataCMS }) => {
        writeTokens(isStoreToken, {
          access_token: result.user.accessToken,
          refresh_token: result.user.refreshToken,
        });
        set({
          dataCMS: { employeeName: dataCMS?.employeeName ?? null },
          user: {
            user_uuid: result.user.user_uuid,
            user_name: result.user.user_name,
            display_name: result.user.display_name,
            adminUUID: result.user.adminUUID,
          },
          token: result.user.accessToken,
          refreshToken: result.user.refreshToken,
          store: result.stores,
          role: result.user.role,
          isStoreToken,
          loading: false,
          callbackDone: true,
          authenticated: true,
        });
      },

      authFailure: () => set({ loading: false, callbackDone: true, authenticated: false }),

      setTokens: (accessToken, refreshToken) => {
        writeTokens(get().isStoreToken, { access_token: accessToken, refresh_token: refreshToken });
        set({ token: accessToken, refreshToken });
      },

      setEmployeeName: (name) => set({ dataCMS: { ...get().dataCMS, employeeName: name } }),

      reset: () => {
        removeTokens();
        set({ ...signedOut, loading: false });
      },
    }),
    {
      ...sessionPersistOptions('auth'),
      version: 1,
      // Tokens are kept under their own keys, never twice.
      partialize: (state) => ({
        dataCMS: state.dataCMS,
        user: state.user,
        store: state.store,
        role: state.role,
        isStoreToken: state.isStoreToken,
        authenticated: state.authenticated,
        callbackDone: state.callbackDone,
      }),
      // A session whose tokens are gone (cleared elsewhere) is no session (spec §4: no token
      // resets the user).
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<AuthState>;
        const tokens = readTokens(saved.isStoreToken ?? current.isStoreToken);
        if (!tokens) return { ...current, ...signedOut };
        return {
          ...current,
          ...saved,
          token: tokens.access_token,
          refreshToken: tokens.refresh_token,
        };
      },
    },
  ),
);

registerSessionReset('auth', () => useAuthStore.getState().reset());

/** The store the user works in now: the first of their stores (a user has one in the demo). */
export function currentStore(state: Pick<AuthState, 'store'>): SessionStore | null {
  return state.store[0] ?? null;
}

export function useCurrentStore(): SessionStore | null {
  return useAuthStore((state) => state.store[0] ?? null);
}

export function useRole(): Role | null {
  return useAuthStore((state) => state.role);
}

export function useIsSignedIn(): boolean {
  return useAuthStore((state) => state.user !== null && state.token !== null);
}
