import { describe, expect, it } from 'vitest';
import { PORTAL_BASE_PATH, portalPageForPath } from '@changdee/contract/portal-pages';
import viteConfig from '../../vite.config';

describe('the base path', () => {
  it('is where the build puts the portal and where the server serves it', () => {
    expect(viteConfig.base).toBe(`${PORTAL_BASE_PATH}/`);
    expect(portalPageForPath(`${PORTAL_BASE_PATH}/orders`)).toBe('orders');
    expect(portalPageForPath(`${PORTAL_BASE_PATH}/en/day`)).toBe('day');
    expect(portalPageForPath(`${PORTAL_BASE_PATH}/en`)).toBe('home');
    expect(portalPageForPath(`${PORTAL_BASE_PATH}/nothing`)).toBeNull();
    expect(portalPageForPath('/orders')).toBeNull();
  });
});
