// The portal's session tokens in localStorage under a key of its own: the shop on the same origin
// keeps its session under others (apps/web shared/session/token-storage.ts), so signing in or out of
// one app never changes the other's session (docs/decisions/041-the-operations-portal.md).

export const PORTAL_TOKEN_KEY = 'changdee-portal-session';

export interface PortalTokens {
  accessToken: string;
  refreshToken: string;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled: the session lives in memory only
  }
}

export function readTokens(): PortalTokens | null {
  const raw = storage()?.getItem(PORTAL_TOKEN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PortalTokens>;
    return typeof value.accessToken === 'string' && typeof value.refreshToken === 'string'
      ? { accessToken: value.accessToken, refreshToken: value.refreshToken }
      : null;
  } catch {
    return null;
  }
}

export function writeTokens(tokens: PortalTokens | null): void {
  const store = storage();
  if (!store) return;
  if (tokens) store.setItem(PORTAL_TOKEN_KEY, JSON.stringify(tokens));
  else store.removeItem(PORTAL_TOKEN_KEY);
}
