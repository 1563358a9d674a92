import { expect, type Page, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { appText, type Locale } from './app-text';

// The shop's header as the journeys use it (e2e/tests/auth.spec.ts, portal.spec.ts), and the
// counter's sign-in as the benchmarks use it.

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The employee picker offers itself after a shop user signs in; close it to look at the page. */
export async function closeEmployeePicker(page: Page, locale: Locale) {
  const dialog = page.getByRole('dialog', { name: appText(locale, 'auth:employee.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: appText(locale, 'auth:employee.later') }).click();
  await expect(dialog).toBeHidden();
}

/** Desktop: the header itself; mobile: the right-side menu, opened. */
export async function headerPanel(page: Page, info: TestInfo, locale: Locale) {
  if (!isMobile(info)) return page.getByTestId('site-header');
  await page.getByRole('button', { name: appText(locale, 'auth:header.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: appText(locale, 'auth:header.menu') });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Signs the demo clerk in on the shop's English sign-in page and chooses the first employee, as a
 * clerk does at the counter (the benchmarks' signed-in pages). `origin`: another server's.
 */
export async function signInAtCounter(page: Page, origin = ''): Promise<void> {
  const t = (key: string) => appText('en', key);
  await page.goto(`${origin}/en/login`);
  await page.getByLabel(t('auth:login.username'), { exact: true }).fill(DEMO_USERS.sales);
  await page.getByLabel(t('auth:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}
