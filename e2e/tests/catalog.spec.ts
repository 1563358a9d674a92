import type { Page, TestInfo } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { chooseFirstEmployee as chooseEmployee, clearFavourites, expect, test } from '../fixtures';
import { appText, localePath, type Locale } from '../support/app-text';
import { expectToastShown } from '../support/toast-recorder';

// The catalogue journeys of issue 5 at 1280 px and 375 px, in Thai and English: browse and
// search, a survey and an installation, the gallery (mosaic, modal, download; swipe on mobile),
// the information tabs, favourites and /productFavorite, and an unknown product id.

const isMobile = (info: TestInfo) => info.project.name === 'mobile';
const text = (locale: Locale, key: string) => appText(locale, `catalog:${key}`);

async function search(page: Page, keyword: string) {
  const input = page.getByTestId('catalog-search-input');
  await input.fill(keyword);
  await input.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`search=${encodeURIComponent(keyword).replace(/%20/g, '(\\+|%20)')}`),
  );
}

const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, sku: string) =>
  page.locator(`[data-testid=product-card][data-sku="${sku}"]`);

async function openCard(page: Page, locale: Locale, sku: string) {
  await card(page, sku)
    .getByRole('link', { name: new RegExp(`^${text(locale, 'card.choose')}`) })
    .click();
  await expect(page.getByTestId('product-name')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/[^?]+\?id=[0-9a-f-]{36}$/);
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`catalogue (${locale})`, () => {
    test('browse, search in Thai and English, recent searches', async ({
      page,
      signInByApi,
      checkA11y,
    }) => {
      await signInByApi(DEMO_USERS.sales);
      await page.goto(localePath(locale, '/productList'));
      await chooseEmployee(page);

      // Pages of 12, the next 12 on scrolling.
      await expect(cards(page)).toHaveCount(12);
      await expect(page.getByTestId('catalog-count')).toContainText('24');
      await page.getByTestId('catalog-load-more').scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(24);
      await checkA11y();

      // Every card's whole name shows (English: up to three lines, "…12,000 BTU" included), and the
      // search box's placeholder fits its box at both widths.
      const clipped = await page
        .getByTestId('product-card')
        .locator('.product-card__name')
        .evaluateAll((names) =>
          names.filter((n) => n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent),
        );
      expect(clipped).toEqual([]);
      const placeholder = await page.getByTestId('catalog-search-input').evaluate((input) => {
        const field = input as HTMLInputElement;
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room =
          field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          text: field.placeholder,
          width: context.measureText(field.placeholder).width,
          room,
        };
      });
      expect(placeholder.width, placeholder.text).toBeLessThanOrEqual(placeholder.room);

      await search(page, 'แอร์');
      await expect(cards(page)).toHaveCount(5);
      await expect(card(page, 'IN-AC-9000')).toBeVisible();

      await search(page, 'Solar');
      await expect(cards(page)).toHaveCount(2);
      await expect(card(page, 'SV-SOLAR-SURVEY')).toBeVisible();

      await search(page, 'ไม่มีบริการนี้');
      await expect(page.getByTestId('catalog-empty')).toContainText('ไม่มีบริการนี้');

      // Clearing the box brings the whole catalogue back; focusing it offers the recent searches.
      await page.getByTestId('catalog-search-input').fill('');
      await expect(page).not.toHaveURL(/search=/);
      await expect(page.getByTestId('catalog-count')).toContainText('24');
      await page.getByTestId('catalog-search-input').focus();
      const recent = page.getByTestId('recent-search');
      await expect(recent.first()).toHaveText('ไม่มีบริการนี้');
      await expect(recent.filter({ hasText: /^Solar$/ })).toHaveCount(1);
      await recent.filter({ hasText: /^Solar$/ }).click();
      await expect(cards(page)).toHaveCount(2);
    });

    test('a survey and an installation: gallery, download, tabs, booking panel', async ({
      page,
      signInByApi,
      checkA11y,
    }, info) => {
      const mobile = isMobile(info);
      await signInByApi(DEMO_USERS.sales);
      await page.goto(localePath(locale, '/productList?search=solar'));
      await chooseEmployee(page);

      // The survey: fixed quantity, survey badge, a 4-image gallery.
      await openCard(page, locale, 'SV-SOLAR-SURVEY');
      await expect(page.getByTestId('type-badge').first()).toHaveAttribute('data-type', 'S');
      await expect(
        page.getByRole('navigation', { name: text(locale, 'detail.breadcrumb') }),
      ).toContainText(appText(locale, 'catalog:detail.home'));

      if (mobile) {
        // Swipe the full-width slider; its fraction pager follows.
        const slider = page.getByTestId('product-gallery-mobile');
        await expect(slider.locator('.swiper-pagination-fraction')).toHaveText('1 / 4');
        const box = (await slider.boundingBox())!;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * 0.85, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.15, y, { steps: 8 });
        await page.mouse.up();
        await expect(slider.locator('.swiper-pagination-fraction')).toHaveText('2 / 4');
        await slider.locator('.swiper-slide-active button').click();
      } else {
        const gallery = page.getByTestId('product-gallery');
        await expect(gallery).toHaveAttribute('data-layout', 'four');
        await expect(gallery.getByTestId('gallery-tile')).toHaveCount(4);
        await gallery.getByTestId('gallery-tile').nth(1).click();
      }

      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await expect(page.getByTestId('gallery-counter')).toHaveText('2 / 4');
      if (!mobile) {
        await page.getByTestId('gallery-next').click();
        await expect(page.getByTestId('gallery-counter')).toHaveText('3 / 4');
      }
      const downloading = page.waitForEvent('download');
      await page.getByTestId('gallery-download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^sv-solar-survey-\d\.[0-9a-f]{10}\.webp$/);
      await expect(page.getByText(text(locale, 'download.done'))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      // Tabs: jump to the second section, which then sits about 202 px (100 px mobile) from the top.
      const sections = page.getByTestId('information-section');
      await expect(sections).toHaveCount(4);
      if (mobile) {
        await page.getByTestId('information-fab').click();
        const sheet = page.getByTestId('information-sheet');
        await expect(sheet).toBeVisible();
        expect((await sheet.boundingBox())!.height).toBeLessThanOrEqual(465);
        await sheet.getByTestId('information-sheet-item').nth(1).click();
        await expect(sheet).toBeHidden();
      } else {
        await page.getByTestId('product-tab').nth(1).click();
        await expect(page.getByTestId('product-tab').nth(1)).toHaveAttribute(
          'aria-current',
          'location',
        );
      }
      const expected = mobile ? 100 : 202;
      await expect
        .poll(async () => Math.round((await sections.nth(1).boundingBox())!.y), { timeout: 5_000 })
        .toBeLessThan(expected + 30);
      expect((await sections.nth(1).boundingBox())!.y).toBeGreaterThan(expected - 30);
      // Sections collapse and expand.
      const toggle = sections.nth(0).getByRole('button').first();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await checkA11y();

      // The installation: per-unit quantity and the total follow (less the running promotion's
      // 300 baht, e2e/tests/cart.spec.ts has the cart's figures).
      await page.goto(localePath(locale, '/productList?search=IN-AC-9000'));
      await openCard(page, locale, 'IN-AC-9000');
      await expect(page.getByTestId('type-badge').first()).toHaveAttribute('data-type', 'I');
      if (!mobile) {
        await expect(page.getByTestId('product-gallery')).toHaveAttribute('data-layout', 'five');
        const panel = page.getByTestId('booking-panel');
        await panel.getByTestId('quantity-plus').click();
        await expect(panel.getByTestId('quantity-value')).toHaveText('2');
        await expect(panel.getByTestId('amount-price')).toContainText('5,000');
        await expect(panel.getByTestId('amount-payable')).toContainText('4,700');
        await expect(panel.getByTestId('add-to-cart')).not.toHaveAttribute('aria-disabled');
      } else {
        // The unit price: the promotion is taken once per booking, shown in the sheet's figures.
        await expect(page.getByTestId('mobile-book')).toContainText('2,500');
        await page.getByTestId('mobile-book').click();
        const sheet = page.getByTestId('comment-sheet');
        await expect(sheet).toBeVisible();
        // At most 600 px tall; layout works in 1/64 px, so a full sheet may measure 600.00003.
        expect(Math.round((await sheet.boundingBox())!.height)).toBeLessThanOrEqual(600);
        await sheet.getByTestId('quantity-plus').click();
        await expect(sheet.getByTestId('amount-payable')).toContainText('4,700');
        await sheet.getByTestId('note-input').fill('ชั้น 2 ห้องนอน');
        await expect(sheet.getByTestId('note-counter')).toHaveText('14/250');
      }
    });

    test('favourites: save, unsave, /productFavorite follows', async ({ page, signInByApi }) => {
      const session = await signInByApi(DEMO_USERS.sales);
      await clearFavourites(page, session);
      await page.goto(localePath(locale, '/productList'));
      await chooseEmployee(page);

      const star = card(page, 'IN-AC-CLEAN').getByTestId('favourite-toggle');
      const name = (await card(page, 'IN-AC-CLEAN').getByRole('heading').textContent())!.trim();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expectToastShown(page, text(locale, 'favourite.savedToast').replace('{{name}}', name));

      // The detail page's 'บันทึกไว้' button saves a second one.
      await openCard(page, locale, 'SV-AC-SURVEY');
      const save = page.getByTestId('product-detail').getByTestId('favourite-toggle');
      await expect(save).toContainText(text(locale, 'favourite.save'));
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(save).toContainText(text(locale, 'favourite.saved'));

      await page.goto(localePath(locale, '/productFavorite'));
      await expect(cards(page)).toHaveCount(2);
      await expect(card(page, 'SV-AC-SURVEY')).toBeVisible();
      await expect(card(page, 'IN-AC-CLEAN')).toBeVisible();

      // Unsaving on the saved list removes the card at once, with the 'removed' toast.
      await card(page, 'IN-AC-CLEAN').getByTestId('favourite-toggle').click();
      await expect(cards(page)).toHaveCount(1);
      await expectToastShown(
        page,
        text(locale, 'favourite.removedToast').replace('{{name}}', name),
      );
      await card(page, 'SV-AC-SURVEY').getByTestId('favourite-toggle').click();
      await expect(page.getByTestId('favourites-empty')).toContainText(
        text(locale, 'favourites.empty'),
      );
    });

    test('an unknown or malformed product id shows the not-found state', async ({
      page,
      signInByApi,
    }) => {
      await signInByApi(DEMO_USERS.sales);
      await page.goto(localePath(locale, '/productList'));
      await chooseEmployee(page);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        await page.goto(localePath(locale, `/product/Nothing?id=${id}`));
        await expect(page.getByTestId('product-not-found')).toContainText(
          text(locale, 'detail.notFoundTitle'),
        );
        await expect(
          page.getByRole('link', { name: text(locale, 'detail.backToCatalogue') }),
        ).toBeVisible();
      }
    });
  });
}
