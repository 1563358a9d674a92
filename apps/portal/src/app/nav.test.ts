import { describe, expect, it } from 'vitest';
import { portalPageRoutes } from '@changdee/contract/portal-pages';
import { ROLES } from '@changdee/domain/roles';
import { landingPageOf, mayOpen, NAV_ENTRIES, navFor } from './nav';

describe('the navigation by role', () => {
  it('lands each role on its own first page', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, landingPageOf(role)]))).toEqual({
      Sales: 'shop',
      'Channel Manager': 'shop',
      'External Brand': 'shop',
      // The operator's day (docs/decisions/075).
      Operator: 'today',
      Technician: 'day',
    });
  });

  it('gives every role at least one page, and lists only pages the portal has', () => {
    const pages = new Set<string>(portalPageRoutes.map((route) => route.page));
    for (const role of ROLES) expect(navFor(role).length, role).toBeGreaterThan(0);
    for (const entry of NAV_ENTRIES) expect(pages.has(entry.page), entry.page).toBe(true);
  });

  it('lets a role open only the navigation pages listed for it (others are everyone’s)', () => {
    expect(mayOpen('Operator', 'orders')).toBe(true);
    expect(mayOpen('Operator', 'today')).toBe(true);
    for (const role of ['Sales', 'Channel Manager', 'External Brand', 'Technician'] as const)
      expect(mayOpen(role, 'today'), role).toBe(false);
    // Everyone the orders list answers reads their share of it (docs/decisions/042).
    expect(mayOpen('Technician', 'orders')).toBe(true);
    expect(mayOpen('Technician', 'payments')).toBe(false);
    expect(mayOpen('Sales', 'payments')).toBe(false);
    expect(mayOpen('Operator', 'day')).toBe(false);
    expect(mayOpen('Operator', 'dispatch')).toBe(true);
    expect(mayOpen('Technician', 'dispatch')).toBe(false);
    expect(mayOpen('Sales', 'dispatch')).toBe(false);
    expect(mayOpen('Sales', 'shop')).toBe(true);
    expect(mayOpen('Technician', 'login')).toBe(true);
    expect(mayOpen('Operator', 'ratings')).toBe(true);
    expect(mayOpen('Technician', 'ratings')).toBe(false);
    expect(mayOpen('Sales', 'ratings')).toBe(false);
    // Quotations (decision 082): Operators and Channel Managers, as the API answers.
    expect(mayOpen('Operator', 'quotations')).toBe(true);
    expect(mayOpen('Channel Manager', 'quotations')).toBe(true);
    for (const role of ['Sales', 'External Brand', 'Technician'] as const)
      expect(mayOpen(role, 'quotations'), role).toBe(false);
  });
});
