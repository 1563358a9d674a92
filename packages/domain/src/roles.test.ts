import { describe, expect, it } from 'vitest';
import { isExternalBrand, isRole, isShopRole, PORTAL_ROLES, ROLES, SHOP_ROLES } from './roles';

describe('roles', () => {
  it('are the three roles of spec §1/§6 and Changdee’s two, spelled as the token carries them', () => {
    expect(ROLES).toEqual(['Sales', 'Channel Manager', 'External Brand', 'Operator', 'Technician']);
    expect(isRole('Sales')).toBe(true);
    expect(isRole('Operator')).toBe(true);
    expect(isRole('sales')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('singles out the external-brand user', () => {
    expect(isExternalBrand('External Brand')).toBe(true);
    expect(isExternalBrand('Sales')).toBe(false);
    expect(isExternalBrand(null)).toBe(false);
    expect(isExternalBrand(undefined)).toBe(false);
    expect(SHOP_ROLES).toEqual(['Sales', 'Channel Manager']);
    expect(SHOP_ROLES.some(isExternalBrand)).toBe(false);
  });

  it('sends Changdee’s own people to the portal, never to the shop', () => {
    expect(PORTAL_ROLES).toEqual(['Operator', 'Technician']);
    expect(ROLES.filter(isShopRole)).toEqual(SHOP_ROLES);
    expect(PORTAL_ROLES.some(isShopRole)).toBe(false);
  });
});
