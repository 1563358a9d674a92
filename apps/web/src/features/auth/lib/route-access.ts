import { isExternalBrand, type Role } from '@changdee/domain/roles';
import { ORDER_SEARCH_ANCHOR } from '../../../shared/lib/order-search-anchor';

// Who may see which page (spec §4 Session, §6 Roles), as one pure decision so it can be tested
// without a browser. Paths are app paths without the /en prefix.

export const LOGIN_PATH = '/login';
export const MAINTENANCE_PATH = '/maintenance';
export const SSO_PATH = '/sso';
export const TERMS_PATH = '/terms_and_condition';
export const HOME_PATH = '/';

export const isTrackingPath = (path: string) =>
  path === '/tracking' || path.startsWith('/tracking/');
/** The customer's own tracking page (`/t/<token>`, decision 046): anyone, whatever the session. */
export const isCustomerTrackingPath = (path: string) => path.startsWith('/t/');
export const isTermsPath = (path: string) =>
  path === TERMS_PATH || path.startsWith(`${TERMS_PATH}/`);

/** Spec §2: pages whose path contains tracking/CO stay open to the external-brand user. */
export const isExternalBrandPath = (path: string) =>
  path.includes('tracking/CO') || isTermsPath(path);

/**
 * The external brand's way to an order: their landing page at its order search, which opens
 * tracking/CO… (a bare /tracking is not theirs, spec §6).
 */
export const TRACK_ORDER_PATH = `${TERMS_PATH}#${ORDER_SEARCH_ANCHOR}`;

/**
 * Where a user lands after signing in: home, or for the external brand the terms page, which puts
 * the order search first for them.
 */
export const landingPath = (role: Role | null) => (isExternalBrand(role) ? TERMS_PATH : HOME_PATH);

export interface RouteAccessInput {
  path: string;
  /** A user with a token (spec §4: no token means no user). */
  signedIn: boolean;
  role: Role | null;
  maintenance: boolean;
}

export type RouteDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Clear the session (and tell the server), then go to `to`. */
  | { kind: 'logout'; to: string }
  /** Maintenance: log out, clear auth, product, employee and cart, go to /maintenance. */
  | { kind: 'maintenance' };

export function decideRoute({
  path,
  signedIn,
  role,
  maintenance,
}: RouteAccessInput): RouteDecision {
  if (maintenance) return path === MAINTENANCE_PATH ? { kind: 'allow' } : { kind: 'maintenance' };
  if (isCustomerTrackingPath(path)) return { kind: 'allow' };
  // The maintenance page outside maintenance has nothing to say: go on to the shop.
  if (path === MAINTENANCE_PATH)
    return { kind: 'redirect', to: signedIn ? landingPath(role) : LOGIN_PATH };

  if (path === LOGIN_PATH)
    return signedIn ? { kind: 'redirect', to: landingPath(role) } : { kind: 'allow' };
  // The single-sign-on landing signs in whoever the portal sends, even over another session.
  if (path === SSO_PATH) return { kind: 'allow' };

  if (!signedIn) {
    return isTrackingPath(path) || isTermsPath(path)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: LOGIN_PATH };
  }
  if (isExternalBrand(role) && !isExternalBrandPath(path))
    return { kind: 'logout', to: LOGIN_PATH };
  return { kind: 'allow' };
}
