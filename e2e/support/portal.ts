import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-keys';
import { appText, type Locale } from './app-text';

// The operations portal as a person reaches it: its paths in each language, and its own sign-in
// page (for the specs and the benchmarks that drive a browser).

/** `/portal/orders` in Thai, `/portal/en/orders` in English. */
export const portalPath = (locale: Locale, path: string): string =>
  `/portal${locale === 'en' ? '/en' : ''}${path}`;

/**
 * Signs in on the portal's sign-in page (`origin` for a server other than the test's base URL)
 * and waits until the portal has left it.
 */
export async function signInAtPortal(
  page: Page,
  username: string,
  { locale = 'th', origin = '' }: { locale?: Locale; origin?: string } = {},
): Promise<void> {
  const t = (key: string) => appText(locale, key);
  await page.goto(`${origin}${portalPath(locale, '/login')}`);
  await page.getByLabel(t('portal:login.username'), { exact: true }).fill(username);
  await page.getByLabel(t('portal:login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('portal:login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?.*)?$/);
}
