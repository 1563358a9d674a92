import type { PortalPageName } from '@changdee/contract/portal-pages';
import type { Role } from '@changdee/domain/roles';
import { QUOTATION_READERS } from '@changdee/domain/quotation-follow-ups';
import { SALES_FIGURES_READERS } from '@changdee/domain/sales-figures';

// The portal's navigation: one entry a page, with the roles that see it. Only pages that exist
// are listed (docs/decisions/041-the-operations-portal.md); a new portal page (payments, the
// dispatch board, the catalogue) adds its line here, its route in router.tsx and its path in
// packages/contract/src/portal-pages.ts. The first entry a role sees is where it lands.

export interface NavEntry {
  page: PortalPageName;
  /** Key under `nav.` in the portal's words. */
  label: string;
  roles: readonly Role[];
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  // The operator's day: where an Operator lands (issue 32, docs/decisions/075).
  { page: 'today', label: 'today', roles: ['Operator'] },
  { page: 'day', label: 'day', roles: ['Technician'] },
  { page: 'shop', label: 'shop', roles: ['Sales', 'Channel Manager', 'External Brand'] },
  // Everyone the orders list answers (decision 042): each sees their share of the orders.
  {
    page: 'orders',
    label: 'orders',
    roles: ['Operator', 'Channel Manager', 'Sales', 'Technician'],
  },
  { page: 'payments', label: 'payments', roles: ['Operator'] },
  // Quotations (issue 31 item 8, decision 082): the readers of the domain's QUOTATIONS_SCOPE; a
  // Sales clerk has no entry (and the API answers 403).
  { page: 'quotations', label: 'quotations', roles: QUOTATION_READERS },
  { page: 'dispatch', label: 'dispatch', roles: ['Operator'] },
  { page: 'services', label: 'services', roles: ['Operator'] },
  // Teams and people (issue 21, docs/decisions/051).
  { page: 'teams', label: 'teams', roles: ['Operator'] },
  { page: 'people', label: 'people', roles: ['Operator'] },
  // Coupons and promotions: Operators only (docs/decisions/050).
  { page: 'coupons', label: 'coupons', roles: ['Operator'] },
  { page: 'promotions', label: 'promotions', roles: ['Operator'] },
  // Add-ons (issue 31, docs/decisions/072): Operators only, as their API.
  { page: 'addOns', label: 'addOns', roles: ['Operator'] },
  // The audit log (issue 21 item 6, docs/decisions/049): Operators only, as its API.
  { page: 'audit', label: 'audit', roles: ['Operator'] },
  // The customers' ratings (decision 078): Operators only, as its API.
  { page: 'ratings', label: 'ratings', roles: ['Operator'] },
  // Sales and service over time (issue 32, decision 076): the readers of the domain's
  // SALES_FIGURES_SCOPE; a Sales clerk has no entry (and the API answers 403).
  { page: 'analytics', label: 'analytics', roles: SALES_FIGURES_READERS },
];

export const navFor = (role: Role): NavEntry[] =>
  NAV_ENTRIES.filter((entry) => entry.roles.includes(role));

/** Where a role lands after signing in: its first entry. */
export const landingPageOf = (role: Role): PortalPageName => navFor(role)[0]?.page ?? 'shop';

/** Whether a role may open a page of the navigation (pages outside it are everyone's). */
export const mayOpen = (role: Role, page: PortalPageName): boolean => {
  const entry = NAV_ENTRIES.find((e) => e.page === page);
  return !entry || entry.roles.includes(role);
};
