import type { ConsoleMessage, Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';

// Issue 18: the sign-in page's HTML is rendered at build time with its critical CSS inline
// (decision 035). It paints its form without JavaScript; the app then hydrates it, keeping what a
// quick user typed and where the focus was, with no hydration mismatch; signing in works after.

const LOCALES = ['th', 'en'] as const satisfies readonly Locale[];
const t = appText;

const field = (page: Page, locale: Locale, name: 'username' | 'password') =>
  page.getByLabel(t(locale, `auth:login.${name}`), { exact: true });
const submit = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: t(locale, 'auth:login.submit'), exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`/login paints its form (${locale})`, async ({ page }) => {
      const response = await page.goto(localePath(locale, '/login'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(
        t(locale, 'app.pageTitle').replace('{{page}}', t(locale, 'auth:login.title')),
      );
      await expect(
        page.getByRole('heading', { name: t(locale, 'auth:login.title') }),
      ).toBeVisible();
      await expect(field(page, locale, 'username')).toBeVisible();
      await expect(field(page, locale, 'password')).toBeVisible();
      // Until the app runs the button cannot send the form the browser's way (a GET with the
      // password in the URL).
      await expect(submit(page, locale)).toBeDisabled();
      // The inline critical CSS applied (the CSP allows it by its hash): the card is a centred
      // card, the button the shop's primary blue, the text in Sarabun.
      const card = await page.locator('.login-card').boundingBox();
      const viewport = page.viewportSize()!;
      expect(card!.width).toBeLessThanOrEqual(440);
      expect(Math.abs(card!.x + card!.width / 2 - viewport.width / 2)).toBeLessThan(2);
      await expect(submit(page, locale)).toHaveCSS('background-color', 'rgb(11, 42, 91)');
      await expect(page.locator('body')).toHaveCSS('font-family', /Sarabun/);
    });
  }
});

for (const locale of LOCALES) {
  test(`the app takes the prerendered form over and signs in (${locale})`, async ({ page }) => {
    const problems: string[] = [];
    const watch = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    page.on('console', watch);
    page.on('pageerror', (error) => problems.push(error.message));
    // Hold the app's JavaScript back until the user has typed, as on a slow phone (the page has
    // not loaded by then: module scripts hold DOMContentLoaded back).
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(localePath(locale, '/login'), { waitUntil: 'commit' });
    await field(page, locale, 'username').fill(DEMO_USERS.sales);
    await field(page, locale, 'password').fill(DEMO_PASSWORD);
    await expect(submit(page, locale)).toBeDisabled();
    release();

    // Hydrated: the button is enabled, what was typed and the focus are still there.
    await expect(submit(page, locale)).toBeEnabled();
    await expect(field(page, locale, 'username')).toHaveValue(DEMO_USERS.sales);
    await expect(field(page, locale, 'password')).toHaveValue(DEMO_PASSWORD);
    await expect(field(page, locale, 'password')).toBeFocused();
    // The app's own behaviour runs on the hydrated markup: show the password, then sign in.
    await page.getByRole('button', { name: t(locale, 'auth:login.showPassword') }).click();
    await expect(field(page, locale, 'password')).toHaveAttribute('type', 'text');
    await submit(page, locale).click();
    await expect(page).not.toHaveURL(/\/login(\?.*)?$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a signed-in visitor of /login is sent on, the app renders afresh over the prerendered page', async ({
  page,
}) => {
  await page.goto('/login');
  await field(page, 'th', 'username').fill(DEMO_USERS.sales);
  await field(page, 'th', 'password').fill(DEMO_PASSWORD);
  await submit(page, 'th').click();
  await expect(page).not.toHaveURL(/\/login(\?.*)?$/);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login(\?.*)?$/);
  await expect(page.locator('.login-page')).toHaveCount(0);
});
