// The auth token object of spec §3: { access_token, refresh_token } in browser storage under
// 'store_token' (a store account's direct sign-in, preferred) or 'user_token' (a person arriving by
// single sign-on). isStoreToken says which key holds the tokens of the current session.

export const STORE_TOKEN_KEY = 'store_token';
export const USER_TOKEN_KEY = 'user_token';

export interface AuthTokenObject {
  access_token: string;
  refresh_token: string;
}

export const tokenKey = (isStoreToken: boolean) =>
  isStoreToken ? STORE_TOKEN_KEY : USER_TOKEN_KEY;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled: the session lives in memory only
  }
}

export function readTokens(isStoreToken: boolean): AuthTokenObject | null {
  const raw = storage()?.getItem(tokenKey(isStoreToken));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<AuthTokenObject>;
    return typeof value.access_token === 'string' && typeof value.refresh_token === 'string'
      ? { access_token: value.access_token, refresh_token: value.refresh_token }
      : null;
  } catch {
    return null;
  }
}

export function writeTokens(isStoreToken: boolean, tokens: AuthTokenObject): void {
  const store = storage();
  if (!store) return;
  store.setItem(tokenKey(isStoreToken), JSON.stringify(tokens));
  // Only one key holds a session at a time.
  store.removeItem(tokenKey(!isStoreToken));
}

export function removeTokens(): void {
  const store = storage();
  store?.removeItem(STORE_TOKEN_KEY);
  store?.removeItem(USER_TOKEN_KEY);
}
