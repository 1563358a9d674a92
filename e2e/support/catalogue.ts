import { expect, type Page } from '@playwright/test';
import { appText, localePath, type Locale } from './app-text';

/** Opens a service's page from the catalogue (searching its sku). */
export async function openProduct(page: Page, locale: Locale, sku: string) {
  await page.goto(localePath(locale, `/productList?search=${sku}`));
  await page
    .locator(`[data-testid=product-card][data-sku="${sku}"]`)
    .getByRole('link', { name: new RegExp(`^${appText(locale, 'catalog:card.choose')}`) })
    .click();
  await expect(page.getByTestId('product-name')).toBeVisible();
}
