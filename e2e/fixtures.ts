import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { signInResponseSchema, type SignInResult } from '../packages/contract/src/auth';
import { catalogPaths, favouriteProductsResponseSchema } from '../packages/contract/src/catalog';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-keys';
import { STORE_TOKEN_KEY } from '../apps/web/src/shared/session/token-storage';
import { appText, localePath, type Locale } from './support/app-text';
import { recordToasts } from './support/toast-recorder';

// What every journey needs: sign in through the real login page, sign in quickly through the API,
// and check a page with axe. Import `test` and `expect` from here instead of @playwright/test.

export { expect };

export interface SignInOptions {
  locale?: Locale;
  /** Every demo account uses the demo password. */
  password?: string;
}

/** Signs in through the login page, as a person would, and waits until the app has left /login. */
export async function signIn(
  page: Page,
  username: string,
  { locale = 'th', password = DEMO_PASSWORD }: SignInOptions = {},
) {
  await page.goto(localePath(locale, '/login'));
  await page.getByLabel(appText(locale, 'auth:login.username'), { exact: true }).fill(username);
  await page.getByLabel(appText(locale, 'auth:login.password'), { exact: true }).fill(password);
  await page
    .getByRole('button', { name: appText(locale, 'auth:login.submit'), exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/login(\?.*)?$/);
}

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  /** The whole `data` of POST /v1/auth (contract: signInResultSchema). */
  data: SignInResult;
}

/** POST /v1/auth with HTTP Basic, as the login page does; returns the answer's data. */
export async function authenticate(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const response = await page.request.post('/v1/auth', {
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    },
  });
  expect(response.status(), `POST /v1/auth as ${username}`).toBe(200);
  const body = signInResponseSchema.parse(await response.json());
  return {
    accessToken: body.data.user.accessToken,
    refreshToken: body.data.user.refreshToken,
    data: body.data,
  };
}

/** A shop user's first page offers the employee picker: choose the first employee. */
export async function chooseFirstEmployee(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('option').first().click();
  await expect(dialog).toBeHidden();
}

/** Empties the store's saved services (desktop and mobile runs share the demo users). */
export async function clearFavourites(page: Page, session: ApiSession) {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const storeId = session.data.stores[0]!._id;
  const response = await page.request.post(catalogPaths.favouriteProducts, {
    headers,
    data: { storeId },
  });
  const saved = favouriteProductsResponseSchema.parse(await response.json()).data;
  for (const product of saved) {
    await page.request.post(catalogPaths.toggleFavourite, {
      headers,
      data: { storeId, productId: product._id, isFavorite: false },
    });
  }
}

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party widget). */
  exclude?: string[];
}

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { exclude = [] }: A11yOptions = {},
) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  // A dialog still fading in is half transparent: axe would judge its text's contrast mid-fade.
  // Endless animations (a spinner, a placeholder's glow) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious.map(
    (v) =>
      `${v.impact}: ${v.id} — ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}`).join('\n')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** signIn bound to this test's page. */
  signIn: (username: string, options?: SignInOptions) => Promise<void>;
  /** Signs in through the API and puts the session where the app keeps it, before the app loads. */
  signInByApi: (username: string, options?: { password?: string }) => Promise<ApiSession>;
  /** expectNoSeriousA11yViolations bound to this test's page. */
  checkA11y: (options?: A11yOptions) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // Every page records its toasts as they show (support/toast-recorder.ts).
  page: async ({ page }, use) => {
    await recordToasts(page);
    await use(page);
  },
  signIn: async ({ page }, use) => {
    await use((username, options) => signIn(page, username, options));
  },
  signInByApi: async ({ page }, use) => {
    await use((username, options) => signInByApi(page, username, options?.password));
  },
  checkA11y: async ({ page }, use) => {
    await use((options) => expectNoSeriousA11yViolations(page, options));
  },
});

/**
 * Signs in through POST /v1/auth and stores the session in localStorage exactly as the app does
 * after a direct sign-in (apps/web/src/shared/session), before any page of the context loads; the
 * next page.goto starts signed in. Later navigations see what the app itself stored since.
 */
export async function signInByApi(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const session = await authenticate(page, username, password);
  await page.context().addInitScript((items: Array<[string, string]>) => {
    if (window.localStorage.getItem('e2e-session-seeded')) return;
    for (const [key, value] of items) window.localStorage.setItem(key, value);
    window.localStorage.setItem('e2e-session-seeded', '1');
  }, persistedSession(session));
  return session;
}

// The auth store's persisted key (apps/web/src/shared/session/auth-store.ts, AUTH_STORAGE_KEY and
// its `partialize`); the tokens live apart, under the spec's 'store_token' key (token-storage.ts).
const AUTH_STORAGE_KEY = 'changdee-auth';
const AUTH_STORAGE_VERSION = 1;

function persistedSession(session: ApiSession): Array<[string, string]> {
  const { user, stores } = session.data;
  const state = {
    dataCMS: { employeeName: null },
    user: {
      user_uuid: user.user_uuid,
      user_name: user.user_name,
      display_name: user.display_name,
      adminUUID: user.adminUUID,
    },
    store: stores,
    role: user.role,
    isStoreToken: true,
    authenticated: true,
    callbackDone: true,
  };
  return [
    [
      STORE_TOKEN_KEY,
      JSON.stringify({ access_token: session.accessToken, refresh_token: session.refreshToken }),
    ],
    [AUTH_STORAGE_KEY, JSON.stringify({ state, version: AUTH_STORAGE_VERSION })],
  ];
}
