import { expect, type Page, type TestInfo } from '@playwright/test';
import { appText, type Locale } from './app-text';

// The shop's header as the journeys use it (e2e/tests/auth.spec.ts, portal.spec.ts).

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
