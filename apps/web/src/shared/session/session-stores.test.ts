import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '@changdee/contract/auth';
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store';
import { clearSession, registerSessionReset } from './clear-session';
import { EMPLOYEE_STORAGE_KEY, useEmployeeStore } from './employee-store';
import { STORE_TOKEN_KEY, USER_TOKEN_KEY } from './token-storage';

const demoSignIn: SignInResult = {
  user: {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user_uuid: '11111111-1111-4111-8111-111111111111',
    user_name: 'sales.demo',
    display_name: 'สมชาย ใจดี',
    role: 'Sales',
    adminUUID: '22222222-2222-4222-8222-222222222222',
  },
  token: 'access-1',
  stores: [
    {
      _id: '33333333-3333-4333-8333-333333333333',
      id: 'ST-BKK-BANGNA',
      name: { th: 'ช่างดี สาขาบางนา', en: 'Changdee Bang Na' },
      channel: 'CD-RETAIL',
      channelName: { th: 'ช่างดี พาร์ทเนอร์รีเทล', en: 'Changdee Partner Retail' },
      brand: null,
      bu_store_id: 'BU-1001',
      branch_uuid: '44444444-4444-4444-8444-444444444444',
    },
  ],
};

const employee = {
  code: 'BN-002',
  name: 'สุนิสา แก้วมณี',
  phone: '0812345602',
  channelName: 'ช่างดี สาขาบางนา',
  channelUUID: '44444444-4444-4444-8444-444444444444',
};

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().reset();
  useEmployeeStore.getState().reset();
});
afterEach(() => localStorage.clear());

describe('auth store (spec §3 Auth token object, Auth state)', () => {
  it("keeps a direct sign-in's tokens under 'store_token'", () => {
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    expect(JSON.parse(localStorage.getItem(STORE_TOKEN_KEY)!)).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    });
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({
      role: 'Sales',
      token: 'access-1',
      authenticated: true,
      callbackDone: true,
      loading: false,
    });
    expect(state.user?.user_name).toBe('sales.demo');
    expect(state.store[0]?.id).toBe('ST-BKK-BANGNA');
    // The tokens are not stored twice.
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toContain('access-1');
  });

  it("keeps a single sign-on's tokens under 'user_token' only", () => {
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    useAuthStore.getState().authSuccess(demoSignIn, {
      isStoreToken: false,
      dataCMS: { employeeName: 'สมชาย ใจดี', employee: null },
    });
    expect(localStorage.getItem(STORE_TOKEN_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(USER_TOKEN_KEY)!).refresh_token).toBe('refresh-1');
    expect(useAuthStore.getState().dataCMS.employeeName).toBe('สมชาย ใจดี');
  });

  it('writes a rotated pair under the same key', () => {
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    useAuthStore.getState().setTokens('access-2', 'refresh-2');
    expect(JSON.parse(localStorage.getItem(STORE_TOKEN_KEY)!)).toEqual({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
    });
  });

  it('reset clears user, token, store and role and removes both saved tokens', () => {
    localStorage.setItem(USER_TOKEN_KEY, JSON.stringify({ access_token: 'a', refresh_token: 'b' }));
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    useAuthStore.getState().reset();
    expect(localStorage.getItem(STORE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      store: [],
      role: null,
      authenticated: false,
    });
  });

  it('a reload with the session but without its tokens comes back signed out (no token, no user)', async () => {
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    localStorage.removeItem(STORE_TOKEN_KEY);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('a reload with its tokens keeps the session', async () => {
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    const saved = localStorage.getItem(AUTH_STORAGE_KEY)!;
    useAuthStore.setState({ user: null, token: null, role: null });
    localStorage.setItem(AUTH_STORAGE_KEY, saved); // what the page finds on reload
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-1', role: 'Sales' });
  });
});

describe('employee store', () => {
  it('keeps the chosen employee across a reload and names it in dataCMS', async () => {
    useEmployeeStore.getState().choose(employee);
    expect(useAuthStore.getState().dataCMS.employeeName).toBe('สุนิสา แก้วมณี');
    expect(localStorage.getItem(EMPLOYEE_STORAGE_KEY)).toContain('BN-002');
    const saved = localStorage.getItem(EMPLOYEE_STORAGE_KEY)!;
    useEmployeeStore.setState({ chosen: null });
    localStorage.setItem(EMPLOYEE_STORAGE_KEY, saved); // what the page finds on reload
    await useEmployeeStore.persist.rehydrate();
    expect(useEmployeeStore.getState().chosen?.code).toBe('BN-002');
  });
});

describe('clearSession (spec §4 Session)', () => {
  it('logout and a failed refresh clear every registered area', () => {
    const address = vi.fn();
    const location = vi.fn();
    const cart = vi.fn();
    const unregister = [
      registerSessionReset('address', address),
      registerSessionReset('location', location),
      registerSessionReset('cart', cart),
    ];
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    useEmployeeStore.getState().choose(employee);
    clearSession('refresh-failed');
    expect([address, location, cart].every((reset) => reset.mock.calls.length === 1)).toBe(true);
    expect(useAuthStore.getState().user).toBeNull();
    expect(useEmployeeStore.getState().chosen).toBeNull();
    unregister.forEach((fn) => fn());
  });

  it('maintenance keeps the address and the selected location', () => {
    const address = vi.fn();
    const location = vi.fn();
    const product = vi.fn();
    const unregister = [
      registerSessionReset('address', address),
      registerSessionReset('location', location),
      registerSessionReset('product', product),
    ];
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    clearSession('maintenance');
    expect(address).not.toHaveBeenCalled();
    expect(location).not.toHaveBeenCalled();
    expect(product).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().token).toBeNull();
    unregister.forEach((fn) => fn());
  });

  it('a failing reset does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unregister = registerSessionReset('product', () => {
      throw new Error('boom');
    });
    useAuthStore.getState().authSuccess(demoSignIn, { isStoreToken: true });
    clearSession('logout');
    expect(useAuthStore.getState().token).toBeNull();
    unregister();
  });
});
