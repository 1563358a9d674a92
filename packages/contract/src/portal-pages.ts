import { pageMatcher } from './page-routes';

// The pages of the operations portal (docs/decisions/041-the-operations-portal.md), one list for
// both sides as the shop's (page-routes.ts): the portal's router takes its paths from here and the
// server answers a /portal/ path that is on it with 200, any other with 404 (both with the portal's
// index.html, which shows its not-found page). Paths are relative to the portal's root, /portal/
// in Thai and /portal/en/ in English, as the shop's /en. A new portal page adds its line here.

export const PORTAL_BASE_PATH = '/portal';

export const portalPageRoutes = [
  { page: 'home', path: '' },
  { page: 'login', path: 'login' },
  /** The operator's day and the capacity ahead: an Operator's landing page (docs/decisions/075). */
  { page: 'today', path: 'today' },
  /** The orders list (issue 19: an Operator's landing page). */
  { page: 'orders', path: 'orders' },
  /** One order: its detail and the actions its reader may take (docs/decisions/042). */
  { page: 'order', path: 'orders/:no' },
  /** Money due back, recording a refund, a day's takings (issue 19, docs/decisions/039). */
  { page: 'payments', path: 'payments' },
  /** A Technician's day (issue 20 builds it). */
  { page: 'day', path: 'day' },
  /** A shop user's page: "Open the shop". */
  { page: 'shop', path: 'shop' },
  /** The operators' dispatch board (issue 20, docs/decisions/044). */
  { page: 'dispatch', path: 'dispatch' },
  /** The catalogue's services, to publish and order (issue 21, Operators). */
  { page: 'services', path: 'catalog/services' },
  /** One service's form ('new' creates one). */
  { page: 'service', path: 'catalog/services/:id' },
  /** Contractor teams: area, capacity, days off, members (issue 21, docs/decisions/051). */
  { page: 'teams', path: 'teams' },
  /** Channels, stores, employees and users (issue 21, docs/decisions/051). */
  { page: 'people', path: 'people' },
  /** Setting a password with a one-time link (the token after `#`, never sent to a server log). */
  { page: 'password', path: 'password' },
  /** Coupons: list, form, preview (issue 21, docs/decisions/050). */
  { page: 'coupons', path: 'coupons' },
  /** Promotions: timeline, form, card preview (issue 21, docs/decisions/050). */
  { page: 'promotions', path: 'promotions' },
  /** Add-ons: the priced extras of each work type (issue 31, docs/decisions/072). */
  { page: 'addOns', path: 'add-ons' },
  /** The audit log: who changed what, when, before and after (issue 21, docs/decisions/049). */
  { page: 'audit', path: 'audit' },
  /** The customers' ratings per team and technician (issue 31 item 6, decision 078). */
  { page: 'ratings', path: 'ratings' },
  /** Sales and service over time (issue 32, decision 076): Operators, Channel Managers. */
  { page: 'analytics', path: 'analytics' },
  /** Quotations: the list, its conversion and follow-ups (issue 31 item 8, decision 082). */
  { page: 'quotations', path: 'quotations' },
  /** One quotation: its versions, history and the customer's decisions. */
  { page: 'quotation', path: 'quotations/:number' },
] as const;

export type PortalPageName = (typeof portalPageRoutes)[number]['page'];

const pageInPortal = /* @__PURE__ */ pageMatcher(portalPageRoutes);

/** Whether a URL path is the portal's (/portal or below). */
export const isPortalPath = (urlPath: string): boolean => {
  const path = urlPath.split(/[?#]/, 1)[0] ?? '';
  return path === PORTAL_BASE_PATH || path.startsWith(`${PORTAL_BASE_PATH}/`);
};

/** The portal page of a URL path (`/portal/en/orders` → orders), or null. */
export function portalPageForPath(urlPath: string): PortalPageName | null {
  if (!isPortalPath(urlPath)) return null;
  return pageInPortal(urlPath.slice(PORTAL_BASE_PATH.length));
}

/** A page's path in the portal's router (relative to /portal, Thai; parameters as `:name`). */
export function portalPagePath(page: PortalPageName): string {
  const route = portalPageRoutes.find((r) => r.page === page)!;
  return `/${route.path}`;
}
