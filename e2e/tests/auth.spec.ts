import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { signAccessToken } from '../../apps/server/src/modules/auth/tokens';
import { signInResponseSchema } from '../../packages/contract/src/auth';
import { expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';
import { closeEmployeePicker, headerPanel, isMobile } from '../support/shop-header';
import { seededOrderNumber } from '../support/order-numbers';
import { repoRoot, startServer, type RunningServer } from '../support/server';

// Issue 4 journeys: every demo user signs in and sees the header of its role; the employee choice
// survives a reload; logout clears the session; the external brand is confined to tracking and
// terms; maintenance sends everyone to /maintenance; an expired access token is refreshed
// transparently; a portal single-sign-on token works once.

const t = appText;

/** The demo users, the store each works in and what its account menu shows (spec §2, §6). */
const USERS = {
  [DEMO_USERS.sales]: {
    role: 'Sales',
    label: null,
    store: { th: 'ช่างดี สาขาบางนา', en: 'Changdee Bang Na' },
  },
  [DEMO_USERS.manager]: {
    role: 'Channel Manager',
    label: 'วิภาวดี ศรีสุข',
    store: { th: 'ช่างดี สาขารังสิต', en: 'Changdee Rangsit' },
  },
  [DEMO_USERS.brand]: {
    role: 'External Brand',
    label: null,
    store: { th: 'คูลแอร์ แบรนด์ช็อป', en: 'CoolAir Brand Shop' },
  },
  [DEMO_USERS.salesOther]: {
    role: 'Sales',
    label: null,
    store: { th: 'ช่างดี บิลเดอร์ รัตนาธิเบศร์', en: 'Changdee Builders Rattanathibet' },
  },
} as const;

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    storeToken: localStorage.getItem('store_token'),
    userToken: localStorage.getItem('user_token'),
    auth: JSON.parse(localStorage.getItem('changdee-auth') ?? 'null') as {
      state?: { user: unknown };
    } | null,
    employee: JSON.parse(localStorage.getItem('changdee-employee') ?? 'null') as {
      state?: { chosen: { code: string } | null };
    } | null,
  }));
}

async function chooseEmployee(page: Page, locale: Locale, keyword: string, name: RegExp) {
  const dialog = page.getByRole('dialog', { name: t(locale, 'auth:employee.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill(keyword);
  await dialog.getByRole('option', { name }).click();
  await expect(dialog).toBeHidden();
}

for (const locale of ['th', 'en'] as const) {
  test.describe(`signing in (${locale})`, () => {
    for (const [username, user] of Object.entries(USERS)) {
      test(`${username} sees the header of a ${user.role}`, async ({ page, signIn }, info) => {
        await signIn(username, { locale });
        const shopUser = user.role !== 'External Brand';
        await expect(page).toHaveURL(
          new RegExp(
            `${shopUser ? localePath(locale, '/') : localePath(locale, '/terms_and_condition')}$`,
          ),
        );
        if (shopUser) await closeEmployeePicker(page, locale);

        const header = page.getByTestId('site-header');
        await expect(header).toHaveAttribute('data-role', user.role);
        // Favourites and cart: shown to shop users, dimmed and disabled until an employee is chosen.
        if (shopUser) {
          await expect(header.getByTestId('cart-button')).toBeDisabled();
          await expect(header.getByTestId('cart-count')).toHaveText('0');
          await expect(
            header.getByRole('button', { name: new RegExp(t(locale, 'catalog:header.saved')) }),
          ).toBeDisabled();
        } else {
          await expect(header.getByTestId('cart-button')).toHaveCount(0);
        }

        const panel = await headerPanel(page, info, locale);
        const book = panel.getByRole('link', { name: t(locale, 'auth:header.bookService') });
        if (shopUser) {
          await expect(book).toHaveAttribute('href', localePath(locale, '/productList'));
          await expect(
            panel.getByRole('link', { name: new RegExp(t(locale, 'auth:header.portal')) }),
          ).toHaveAttribute('target', '_blank');
          await expect(
            panel.getByRole('link', { name: new RegExp(t(locale, 'auth:header.helpCenter')) }),
          ).toHaveAttribute('target', '_blank');
        } else {
          await expect(book).toHaveCount(0);
        }

        // The account: Sales the employee (none yet) and store; Channel Manager the user; others the store.
        if (!isMobile(info)) await panel.getByTestId('account-menu').click();
        const account = isMobile(info)
          ? panel.getByTestId('menu-account')
          : page.locator('.dropdown-menu.show');
        if (user.role === 'Sales') {
          await expect(account.getByTestId('account-primary')).toHaveText(
            t(locale, 'auth:header.noEmployee'),
          );
          await expect(account.getByTestId('account-store')).toHaveText(user.store[locale]);
        } else {
          await expect(account.getByTestId('account-primary')).toHaveText(
            user.label ?? user.store[locale],
          );
        }
        await expect(
          panel
            .getByRole('button', { name: t(locale, 'auth:header.logout') })
            .or(page.getByRole('button', { name: t(locale, 'auth:header.logout') }))
            .first(),
        ).toBeVisible();
      });
    }

    test('ops.demo and tech.demo are handed to the portal signed in, in this language', async ({
      page,
    }) => {
      const landing = { [DEMO_USERS.operator]: 'today', [DEMO_USERS.technician]: 'day' };
      for (const username of [DEMO_USERS.operator, DEMO_USERS.technician]) {
        await page.goto(localePath(locale, '/login'));
        await page.getByLabel(t(locale, 'auth:login.username'), { exact: true }).fill(username);
        await page
          .getByLabel(t(locale, 'auth:login.password'), { exact: true })
          .fill(DEMO_PASSWORD);
        // Enter submits once the prerendered page is hydrated (its button enabled).
        await expect(
          page.getByRole('button', { name: t(locale, 'auth:login.submit'), exact: true }),
        ).toBeEnabled();
        await page.getByLabel(t(locale, 'auth:login.password'), { exact: true }).press('Enter');
        // One sign-in (decision 062): the portal opens on the role's own page, no password again.
        const prefix = locale === 'en' ? '/portal/en/' : '/portal/';
        await expect(page).toHaveURL(new RegExp(`${prefix}${landing[username]}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // Signed out again for the next account.
        await page.evaluate(() => window.localStorage.clear());
      }
    });

    test('a wrong password shows the generic error in the page language', async ({ page }) => {
      await page.goto(localePath(locale, '/login'));
      await page
        .getByLabel(t(locale, 'auth:login.username'), { exact: true })
        .fill(DEMO_USERS.salesOther);
      await page
        .getByLabel(t(locale, 'auth:login.password'), { exact: true })
        .fill('not-the-password');
      await expect(
        page.getByRole('button', { name: t(locale, 'auth:login.submit'), exact: true }),
      ).toBeEnabled();
      await page.getByLabel(t(locale, 'auth:login.password'), { exact: true }).press('Enter');
      await expect(page.getByRole('alert')).toContainText(
        locale === 'th' ? 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' : 'The username or password is incorrect.',
      );
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      // Show / hide password.
      const password = page.getByLabel(t(locale, 'auth:login.password'), { exact: true });
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: t(locale, 'auth:login.showPassword') }).click();
      await expect(password).toHaveAttribute('type', 'text');
    });
  });
}

test('a Sales user chooses an employee; the choice survives a reload and enables favourites and cart', async ({
  page,
  signIn,
  checkA11y,
}, info) => {
  await signIn(DEMO_USERS.sales);
  await checkA11y();
  await chooseEmployee(page, 'th', 'สุนิสา', /สุนิสา แก้วมณี/);
  const header = page.getByTestId('site-header');
  await expect(header.getByTestId('cart-button')).toBeEnabled();
  await expect(header.getByRole('link', { name: t('th', 'catalog:header.saved') })).toHaveAttribute(
    'href',
    '/productFavorite',
  );

  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(header.getByTestId('cart-button')).toBeEnabled();
  const panel = await headerPanel(page, info, 'th');
  if (!isMobile(info)) await panel.getByTestId('account-menu').click();
  await expect(page.getByTestId('account-primary').filter({ visible: true }).first()).toHaveText(
    'สุนิสา แก้วมณี',
  );
  expect((await storedSession(page)).employee?.state?.chosen?.code).toBe('BN-002');
});

test("'Later' keeps the employee picker closed on full page loads until logout", async ({
  page,
  signIn,
}, info) => {
  await signIn(DEMO_USERS.sales);
  await closeEmployeePicker(page, 'th');
  const header = page.getByTestId('site-header');
  // A reload and a typed address: the header is back, the picker is not.
  for (const load of [() => page.reload(), () => page.goto('/productList')]) {
    await load();
    await expect(header).toHaveAttribute('data-role', 'Sales');
    await expect(header.getByTestId('cart-button')).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // Logout forgets it: the next sign-in offers the picker again.
  const panel = await headerPanel(page, info, 'th');
  if (!isMobile(info)) await panel.getByTestId('account-menu').click();
  await page
    .getByRole('button', { name: t('th', 'auth:header.logout') })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(DEMO_USERS.sales);
  await closeEmployeePicker(page, 'th');
});

test('logout returns to /login and clears the stored session', async ({ page, signIn }, info) => {
  await signIn(DEMO_USERS.manager, { locale: 'en' });
  await chooseEmployee(page, 'en', 'RS', /RS-001|พิมพ์ชนก/);
  expect((await storedSession(page)).storeToken).not.toBeNull();

  const panel = await headerPanel(page, info, 'en');
  if (!isMobile(info)) await panel.getByTestId('account-menu').click();
  await page
    .getByRole('button', { name: t('en', 'auth:header.logout') })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/en\/login$/);
  const stored = await storedSession(page);
  expect(stored.storeToken).toBeNull();
  expect(stored.userToken).toBeNull();
  expect(stored.auth?.state?.user ?? null).toBeNull();
  expect(stored.employee?.state?.chosen ?? null).toBeNull();
  // The server revoked the session too: back to a page, still signed out.
  await page.goto('/en/');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('brand.demo is confined to tracking/CO and terms, and finds an order from where it lands', async ({
  page,
  signIn,
}, info) => {
  // The seed's order of the brand shop (apps/server/src/db/seed/orders.ts).
  const brandOrder = await seededOrderNumber(page, 'brand');
  await signIn(DEMO_USERS.brand);
  await expect(page).toHaveURL(/\/terms_and_condition$/);

  // The landing page puts the order search first; it opens tracking/CO….
  const search = page.getByTestId('terms-order-search');
  await expect(
    search.getByRole('heading', { name: t('th', 'terms:orderSearch.title') }),
  ).toBeVisible();
  await search.getByLabel(t('th', 'orders:tracking.searchLabel')).fill(brandOrder.toLowerCase());
  await search.getByRole('button', { name: t('th', 'orders:tracking.search') }).click();
  await expect(page).toHaveURL(new RegExp(`/tracking/${brandOrder}$`));
  await expect(page.getByTestId('order-number')).toHaveText(brandOrder);

  // From any of its pages, the header (phones: the menu) offers 'track an order', back to that
  // search with the box focused, and the session kept.
  const panel = await headerPanel(page, info, 'th');
  await panel.getByRole('link', { name: t('th', 'auth:header.trackOrder') }).click();
  await expect(page).toHaveURL(/\/terms_and_condition#track-order$/);
  await expect(search.getByLabel(t('th', 'orders:tracking.searchLabel'))).toBeFocused();
  expect((await storedSession(page)).storeToken).not.toBeNull();

  await page.goto('/tracking/CO2026000123');
  await expect(page).toHaveURL(/\/tracking\/CO2026000123$/);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-role', 'External Brand');

  await page.goto('/productList');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).storeToken).toBeNull();
});

test('a visitor reaches tracking and terms without signing in, and nothing else', async ({
  page,
}) => {
  await page.goto('/en/terms_and_condition');
  await expect(page).toHaveURL(/\/en\/terms_and_condition$/);
  await page.goto('/tracking/CO1');
  await expect(page).toHaveURL(/\/tracking\/CO1$/);
  await page.goto('/productFavorite');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('with known secrets (a second server)', () => {
  const secrets = {
    ACCESS_TOKEN_SECRET: 'e2e-access-token-secret-0123456789abcdef',
    REFRESH_TOKEN_PEPPER: 'e2e-refresh-token-pepper-0123456789abcdef',
    SSO_SHARED_SECRET: 'e2e-sso-shared-secret-0123456789abcdef',
  };
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServer(secrets);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an expired access token is refreshed transparently, once', async ({ page }) => {
    const response = await page.request.post(`${server.url}/v1/auth`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO_USERS.sales}:${DEMO_PASSWORD}`).toString('base64')}`,
      },
    });
    const { data } = signInResponseSchema.parse(await response.json());
    const store = data.stores[0]!;
    // The same session as the sign-in (its `sid`), only issued an hour ago.
    const { sid } = JSON.parse(
      Buffer.from(data.user.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as { sid: string };
    const expired = await signAccessToken(
      secrets.ACCESS_TOKEN_SECRET,
      {
        sub: data.user.user_uuid,
        sid,
        name: data.user.user_name,
        role: data.user.role,
        stores: data.stores.map((s) => s._id),
        content: {
          adminUUID: data.user.adminUUID,
          channel: [{ code: store.channel, roles: [{ name: data.user.role }] }],
        },
      },
      new Date(Date.now() - 60 * 60_000),
    );
    await page.context().addInitScript(
      ([tokens, auth]) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem('store_token', tokens);
        localStorage.setItem('changdee-auth', auth);
        sessionStorage.setItem('seeded', '1');
      },
      [
        JSON.stringify({ access_token: expired, refresh_token: data.user.refreshToken }),
        JSON.stringify({
          version: 1,
          state: {
            dataCMS: { employeeName: null },
            user: {
              user_uuid: data.user.user_uuid,
              user_name: data.user.user_name,
              display_name: data.user.display_name,
              adminUUID: data.user.adminUUID,
            },
            store: data.stores,
            role: data.user.role,
            isStoreToken: true,
            authenticated: true,
            callbackDone: true,
          },
        }),
      ] as const,
    );
    const refreshes: number[] = [];
    const unauthorized: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/v1/authServer/getAccessToken')) refreshes.push(r.status());
      if (r.status() === 401) unauthorized.push(r.url());
    });

    // The employee picker's search is the first authorised call: it fails with 401, the client
    // refreshes and retries, and the list appears as if nothing happened.
    await page.goto(`${server.url}/`);
    const dialog = page.getByRole('dialog', { name: t('th', 'auth:employee.title') });
    await expect(dialog.getByRole('option', { name: /สมชาย ใจดี/ })).toBeVisible();
    expect(refreshes).toEqual([200]);
    expect(unauthorized.some((url) => url.endsWith('/b2b/v2/channel/search'))).toBe(true);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('store_token'))) ?? '{}',
    );
    expect(stored.access_token).not.toBe(expired);
    expect(stored.refresh_token).not.toBe(data.user.refreshToken);
    await expect(page).toHaveURL(`${server.url}/`);
  });

  const mint = (username: string) =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'apps/server/scripts/mint-sso-token.ts'), username],
      {
        cwd: repoRoot,
        env: { ...process.env, ...secrets, DATA_DIR: server.dataDir },
        encoding: 'utf8',
      },
    ).trim();

  test("the SSO script's token signs a Sales user in, and is refused the second time", async ({
    page,
    browser,
  }) => {
    const token = mint(DEMO_USERS.sales);
    await page.goto(`${server.url}/sso?token=${token}`);
    await expect(page).toHaveURL(`${server.url}/`);
    // Single sign-on brings the person's own employee record: chosen already.
    await expect(page.getByTestId('site-header').getByTestId('cart-button')).toBeEnabled();
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('user_token'),
      store: localStorage.getItem('store_token'),
    }));
    expect(stored.user).not.toBeNull();
    expect(stored.store).toBeNull();

    const other = await browser.newPage();
    await other.goto(`${server.url}/en/sso?token=${token}`);
    await expect(other.getByRole('alert')).toContainText(
      'This sign-in link has already been used.',
    );
    await other.close();
  });

  test("a Channel Manager's SSO token is sent on to the portal's login page", async ({ page }) => {
    const token = mint(DEMO_USERS.manager);
    // The portal is served by this server (decision 041): its login page trades a token.
    const forwarded = page.waitForRequest((request) =>
      /\/portal\/login\?token=/.test(request.url()),
    );
    await page.goto(`${server.url}/sso?token=${token}`);
    // A one-time token of the portal's own (the shop's is spent), which signs the manager in.
    expect(new URL((await forwarded).url()).searchParams.get('token')).not.toBe(token);
    await expect(page).toHaveURL(new RegExp(`^${server.url}/portal/(?!login)`));
  });
});

test.describe('maintenance on (a second server with MAINTENANCE=true)', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startServer({ MAINTENANCE: 'true' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a signed-in user is logged out and sent to /maintenance', async ({ page, signInByApi }) => {
    // A session from the regular server, placed in this origin's storage: the guard must clear it.
    const session = await signInByApi(DEMO_USERS.sales);
    await page.context().addInitScript(
      ([tokens]) => {
        if (sessionStorage.getItem('seeded')) return;
        localStorage.setItem('store_token', tokens);
        localStorage.setItem(
          'changdee-employee',
          JSON.stringify({ version: 1, state: { chosen: { code: 'BN-001' } } }),
        );
        sessionStorage.setItem('seeded', '1');
      },
      [
        JSON.stringify({ access_token: session.accessToken, refresh_token: session.refreshToken }),
      ] as const,
    );
    await page.goto(`${server.url}/productList`);
    await expect(page).toHaveURL(`${server.url}/maintenance`);
    await expect(
      page.getByRole('heading', { name: t('th', 'auth:maintenance.title') }),
    ).toBeVisible();
    const stored = await storedSession(page);
    expect(stored.storeToken).toBeNull();
    expect(stored.employee?.state?.chosen ?? null).toBeNull();
  });

  for (const locale of ['th', 'en'] as const) {
    test(`a visitor is sent to /maintenance from any page (${locale})`, async ({
      page,
      checkA11y,
    }) => {
      await page.goto(`${server.url}${localePath(locale, '/login')}`);
      await expect(page).toHaveURL(`${server.url}${localePath(locale, '/maintenance')}`);
      await expect(
        page.getByRole('heading', { name: t(locale, 'auth:maintenance.title') }),
      ).toBeVisible();
      await checkA11y();
    });
  }
});
