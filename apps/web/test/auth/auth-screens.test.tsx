import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type DataRouter } from 'react-router';
import type { Role } from '@changdee/domain/roles';
import { featureNamespaces } from '../feature-namespaces';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { registerRouteMiddleware } from '../../src/app/route-middleware';
import { createAppRoutes } from '../../src/app/routes';
import { initI18n } from '../../src/shared/i18n/i18n';
import { localeFromPath } from '@changdee/ui/lib/locale';
import { useAuthStore } from '../../src/shared/session/auth-store';
import { useEmployeeStore } from '../../src/shared/session/employee-store';
import { setCartCount } from '../../src/shared/session/cart-count';
import { STORE_TOKEN_KEY } from '../../src/shared/session/token-storage';
import { installAuth, SESSION_MIDDLEWARE } from '../../src/features/auth/lib/install-auth';
import { adoptSession } from '../../src/features/auth/lib/session-actions';
import {
  demoEmployees,
  failure,
  runtimeConfig,
  signInResult,
  stubFetch,
  success,
} from './fetch-stub';

// The auth screens in the real route tree (memory router) with the session guard installed; the
// server is replaced by a fetch stub answering contract-shaped envelopes.

// The first render loads the page chunks and the whole UI kit: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

let router: DataRouter | undefined;

/** The app at a path with the session guard installed before the router starts, as in main.tsx. */
function renderGuarded(path: string) {
  initI18n(localeFromPath(path), featureNamespaces);
  const queryClient = createQueryClient();
  const holder: { router?: DataRouter } = {};
  installAuth({
    queryClient,
    router: () => holder.router,
    registerMiddleware: registerRouteMiddleware,
  });
  holder.router = createMemoryRouter(createAppRoutes({ middleware: [SESSION_MIDDLEWARE] }), {
    initialEntries: [path],
    future: { v8_middleware: true },
  });
  router = holder.router;
  return render(<AppProviders router={holder.router} queryClient={queryClient} />);
}

const signInAs = (role: Role) => adoptSession(signInResult(role), { isStoreToken: true });
const path = () => router?.state.location.pathname;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().reset();
  useEmployeeStore.getState().reset();
  setCartCount(0);
});
afterEach(() => localStorage.clear());

describe('/login', () => {
  it('signs in with Enter, keeps the button disabled meanwhile and lands at home', async () => {
    let release: () => void = () => {};
    const { calls } = stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /v1/auth': () =>
        new Promise((resolve) => (release = () => resolve(success(signInResult('Sales'))))),
    });
    const user = userEvent.setup();
    renderGuarded('/login');
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้', {}, { timeout: 5000 }), 'sales.demo');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Changdee#2026{Enter}');
    const button = await screen.findByRole('button', { name: /กำลังเข้าสู่ระบบ/ });
    expect(button).toBeDisabled();
    const auth = calls.find((c) => c.path === '/v1/auth')?.headers.Authorization;
    expect(auth).toBe(`Basic ${btoa('sales.demo:Changdee#2026')}`);
    await act(async () => release());
    await waitFor(() => expect(path()).toBe('/'));
    expect(JSON.parse(localStorage.getItem(STORE_TOKEN_KEY)!).access_token).toBe('access-1');
    expect(await screen.findByTestId('site-header')).toBeInTheDocument();
  });

  it('shows the server message in the page language and the show/hide password toggle', async () => {
    stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /v1/auth': () => failure(401, 'INVALID_CREDENTIALS', 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'),
    });
    const user = userEvent.setup();
    renderGuarded('/en/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.type(screen.getByLabelText('Username'), 'sales.demo');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The username or password is incorrect.');
    expect(screen.getByLabelText('Username')).toHaveValue('sales.demo');
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = stubFetch({ 'GET /api/runtime-config': () => runtimeConfig() });
    const user = userEvent.setup();
    renderGuarded('/login');
    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณาระบุชื่อผู้ใช้')).toBeInTheDocument();
    expect(screen.getByText('กรุณาระบุรหัสผ่าน')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/v1/auth')).toBe(false);
  });

  it('hands an operator to the portal signed in, in the page’s language, ending the shop’s session', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /v1/auth': () => success(signInResult('Operator')),
      'POST /b2b/v2/auth/portal-token': () =>
        success({
          url: 'http://localhost:3000/portal?token=one-time',
          expiresAt: '2031-06-10T05:05:00.000Z',
        }),
      'POST /v1/auth/logout': () => success({ loggedOut: true }),
    });
    const user = userEvent.setup();
    renderGuarded('/en/login');
    await user.type(await screen.findByLabelText('Username'), 'ops.demo');
    await user.type(screen.getByLabelText('Password'), 'Changdee#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/portal/en?token=one-time'),
    );
    // The one-time token was asked for with the session the sign-in opened, which then ended.
    const tokenCall = calls.find((c) => c.path === '/b2b/v2/auth/portal-token');
    expect(tokenCall?.headers?.Authorization).toBe('Bearer access-1');
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/auth/logout')).toBe(true));
    expect(useAuthStore.getState().token).toBeNull();
    vi.unstubAllGlobals();
  });

  it('tells an operator their place is the portal when the hand-off fails', async () => {
    stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /v1/auth': () => success(signInResult('Operator')),
      'POST /v1/auth/logout': () => success({ loggedOut: true }),
    });
    const user = userEvent.setup();
    renderGuarded('/en/login');
    await user.type(await screen.findByLabelText('Username'), 'ops.demo');
    await user.type(screen.getByLabelText('Password'), 'Changdee#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-portal-only')).toHaveTextContent(
      'This account is for Changdee’s operations portal, not the shop.',
    );
    expect(path()).toBe('/en/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('sends a signed-in user home', async () => {
    stubFetch({ 'GET /api/runtime-config': () => runtimeConfig() });
    signInAs('Sales');
    renderGuarded('/en/login');
    await waitFor(() => expect(path()).toBe('/en'));
  });
});

describe('guards', () => {
  it('sends a visitor to /login but lets them read terms', async () => {
    stubFetch({ 'GET /api/runtime-config': () => runtimeConfig() });
    renderGuarded('/');
    await waitFor(() => expect(path()).toBe('/login'));
    renderGuarded('/terms_and_condition');
    await waitFor(() => expect(path()).toBe('/terms_and_condition'));
  });

  it('logs the external brand out of the shop pages', async () => {
    const { calls } = stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /v1/auth/logout': () => success({ loggedOut: true }),
    });
    signInAs('External Brand');
    renderGuarded('/');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(STORE_TOKEN_KEY)).toBeNull();
    expect(calls.some((c) => c.path === '/v1/auth/logout')).toBe(true);
  });

  it('a refresh that fails lands on /login saying the session expired, with the stores cleared', async () => {
    stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /b2b/v2/channel/search': () => failure(401, 'UNAUTHORIZED', 'expired'),
      'POST /v1/authServer/getAccessToken': () => failure(401, 'INVALID_TOKEN', 'revoked'),
      'POST /v1/auth/logout': () => success({ loggedOut: true }),
    });
    signInAs('Sales');
    localStorage.setItem('changdee-cart', JSON.stringify({ state: { cart: [{ _id: 'a' }] } }));
    renderGuarded('/en/productFavorite');
    expect(
      await screen.findByText(
        'Your session has expired. Please sign in again.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(path()).toBe('/en/login');
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStorage.getItem(STORE_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('changdee-cart')).toBeNull();
  });

  it('while maintenance is on: logs out, clears the stores and shows /maintenance', async () => {
    stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(true),
      'POST /v1/auth/logout': () => success({ loggedOut: true }),
    });
    signInAs('Sales');
    useEmployeeStore.getState().choose(demoEmployees[1]!);
    renderGuarded('/');
    expect(await screen.findByRole('heading', { name: 'ระบบอยู่ระหว่างปรับปรุง' })).toBeInTheDocument();
    expect(path()).toBe('/maintenance');
    expect(useAuthStore.getState().token).toBeNull();
    expect(useEmployeeStore.getState().chosen).toBeNull();
    expect(screen.getByText(/02-026-6999/)).toBeInTheDocument();
  });
});

describe('header (spec §2)', () => {
  const header = async () => within(await screen.findByTestId('site-header'));

  it('Sales: employee and store in the account menu; icons disabled until an employee is chosen', async () => {
    stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /b2b/v2/channel/search': () => success(demoEmployees),
    });
    signInAs('Sales');
    setCartCount(3);
    const user = userEvent.setup();
    renderGuarded('/terms_and_condition');
    const h = await header();
    expect(h.getByRole('link', { name: 'จองบริการช่าง' })).toHaveAttribute('href', '/productList');
    expect(h.getByRole('link', { name: /พอร์ทัล/ })).toHaveAttribute('target', '_blank');
    await waitFor(() =>
      expect(h.getByRole('link', { name: /ศูนย์ช่วยเหลือ/ })).toHaveAttribute(
        'href',
        'https://help.example.test',
      ),
    );
    expect(h.getByTestId('cart-button')).toBeDisabled();
    expect(h.getByRole('button', { name: /บริการที่บันทึกไว้/ })).toBeDisabled();
    expect(h.getByTestId('cart-count')).toHaveTextContent('3');
    expect(h.getByTestId('account-primary')).toHaveTextContent('ยังไม่ได้เลือกพนักงาน');
    expect(h.getByTestId('account-store')).toHaveTextContent('ช่างดี สาขาบางนา');

    // The picker offers itself; choose from the searchable list.
    const dialog = await screen.findByRole('dialog', { name: 'เลือกพนักงานขาย' });
    // None is chosen yet, so none is drawn as chosen (solid) and no cursor is on the list.
    const first = (await within(dialog).findAllByRole('option'))[0]!;
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(first).not.toHaveClass('active');
    expect(first).not.toHaveClass('employee-picker__cursor');
    expect(within(dialog).getByRole('combobox')).not.toHaveAttribute('aria-activedescendant');
    await user.type(within(dialog).getByRole('combobox'), 'สุ');
    await user.click(await within(dialog).findByRole('option', { name: /สุนิสา/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(h.getByTestId('account-primary')).toHaveTextContent('สุนิสา แก้วมณี');
    expect(h.getByTestId('cart-button')).toBeEnabled();
    expect(h.getByRole('link', { name: 'บริการที่บันทึกไว้' })).toHaveAttribute(
      'href',
      '/productFavorite',
    );
  });

  it('Channel Manager: the user name, and the selling employee once chosen', async () => {
    stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /b2b/v2/channel/search': () => success([]),
    });
    signInAs('Channel Manager');
    renderGuarded('/en/terms_and_condition');
    const h = await header();
    expect(h.getByTestId('account-primary')).toHaveTextContent('วิภาวดี ศรีสุข');
    expect(h.queryByTestId('account-employee')).not.toBeInTheDocument();
    act(() => useEmployeeStore.getState().choose(demoEmployees[1]!));
    expect(h.getByTestId('account-employee')).toHaveTextContent('Selling employee: สุนิสา แก้วมณี');
    expect(h.getByRole('link', { name: 'Book technician service' })).toHaveAttribute(
      'href',
      '/en/productList',
    );
  });

  it('External brand: the store name, no shop navigation and no shop icons', async () => {
    stubFetch({ 'GET /api/runtime-config': () => runtimeConfig() });
    signInAs('External Brand');
    renderGuarded('/terms_and_condition');
    const h = await header();
    expect(h.getByTestId('account-primary')).toHaveTextContent('คูลแอร์ แบรนด์ช็อป');
    expect(h.queryByRole('link', { name: 'จองบริการช่าง' })).not.toBeInTheDocument();
    expect(h.queryByTestId('cart-button')).not.toBeInTheDocument();
  });

  it('logout clears storage and returns to /login', async () => {
    const { calls } = stubFetch({
      'GET /api/runtime-config': () => runtimeConfig(),
      'POST /v1/auth/logout': () => success({ loggedOut: true }),
    });
    signInAs('Channel Manager');
    useEmployeeStore.getState().choose(demoEmployees[0]!);
    const user = userEvent.setup();
    renderGuarded('/terms_and_condition');
    const h = await header();
    await user.click(h.getByTestId('account-menu'));
    await user.click(await screen.findByRole('button', { name: /ออกจากระบบ/ }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem(STORE_TOKEN_KEY)).toBeNull();
    expect(useEmployeeStore.getState().chosen).toBeNull();
    expect(calls.find((c) => c.path === '/v1/auth/logout')?.body).toEqual({ token: 'refresh-1' });
  });
});
