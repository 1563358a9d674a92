import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import type { Response } from '@playwright/test';
import { expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';

// The shell of the shop: language by URL, the way to /login without a session, the not-found
// page, the health check and the security headers of the served app.

test.describe('without a session', () => {
  test('/ lands on /login, in Thai', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByLabel('ชื่อผู้ใช้', { exact: true })).toBeVisible();
    await expect(page.getByLabel('รหัสผ่าน', { exact: true })).toBeVisible();
  });

  test('/en/login shows the sign-in page in English', async ({ page, checkA11y }) => {
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/login(\?.*)?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await checkA11y();
  });
});

// Unknown paths answer with the not-found page for visitors and signed-in staff alike.
for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  for (const signedIn of [false, true]) {
    test(`an unknown path shows the not-found page (${locale}, ${signedIn ? 'signed in' : 'visitor'})`, async ({
      page,
      signInByApi,
      checkA11y,
    }) => {
      if (signedIn) await signInByApi(DEMO_USERS.sales);
      const response = await page.goto(localePath(locale, '/no-such-page/at-all'));
      // The HTTP status says so too (spec §2's not-found status), not only the page.
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/no-such-page/at-all')}$`));
      const message = appText(locale, 'errors.notFound');
      if (locale === 'en') expect(message).toBe('This page could not be found');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(message);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const home = page.getByRole('link', { name: appText(locale, 'actions.toHome') });
      await expect(home).toHaveAttribute('href', localePath(locale, '/'));
      await checkA11y();
    });
  }
}

test('known pages answer HTTP 200 in both languages, their scripts and styles compressed', async ({
  page,
}) => {
  const loaded: Array<[string, string | undefined, number]> = [];
  for (const path of ['/productList', '/en/login']) {
    // A page's files are read before the next navigation (the browser then forgets them).
    const pending: Array<Promise<void>> = [];
    const onResponse = (response: Response) => {
      if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return;
      pending.push(
        response.body().then((body) => {
          loaded.push([response.url(), response.headers()['content-encoding'], body.length]);
        }),
      );
    };
    page.on('response', onResponse);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    page.off('response', onResponse);
  }
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  // The build keeps no compressed copy of files under 1 KB.
  for (const [url, encoding, size] of loaded)
    if (size >= 1024) expect(['br', 'gzip'], url).toContain(encoding);
});

test('GET /healthz answers 200 when the database is up', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
});

test('the app is served with security headers and runs under its CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-powered-by']).toBeUndefined();
  await expect(page.getByLabel('ชื่อผู้ใช้', { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});
