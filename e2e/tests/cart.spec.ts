import type { Locator, Page, TestInfo } from '@playwright/test';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-keys';
import { cartStateSchema, type CartLine } from '../../packages/contract/src/cart';
import {
  couponQuoteSchema,
  promotionPaths,
  type CouponQuote,
} from '../../packages/contract/src/promotions';
import { errorBodySchema, successEnvelope } from '../../packages/contract/src/envelope';
import { cartTotals, type LineAmount } from '../../packages/domain/src/cart-totals';
import { businessToday } from '../../packages/domain/src/dates';
import type { LineDiscounts } from '../../packages/domain/src/line-discounts';
import { formatBaht, formatDiscount } from '../../packages/domain/src/money';
import { chooseFirstEmployee, expect, test, type ApiSession } from '../fixtures';
import { expectToastShown } from '../support/toast-recorder';
import { appText, localePath, type Locale } from '../support/app-text';
import { openProduct } from '../support/catalogue';

// The cart, coupons and promotions in the browser (issue 11), at 1280 px and 375 px in Thai and
// English: a survey and an installation with notes; quantities at their bounds; a ranged coupon
// below and above its minimum, a fixed coupon larger than its line, an expired, an unknown and an
// empty code; every figure on screen equal to packages/domain on the stored cart and to the
// server's verify answer; a reload keeps the cart, notes and coupons; an over-long note or one with
// an emoji disables the buttons; logout empties the cart.

const isMobile = (info: TestInfo) => info.project.name === 'mobile';
const cartText = (locale: Locale, key: string) => appText(locale, `cart:${key}`);
const ruleText = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    appText(locale, `rules.${key}`),
  );

const SURVEY = 'SV-AC-SURVEY'; // 300 baht; AIRCON500 and SURVEYFREE apply
const INSTALL = 'IN-AC-9000'; // 2,500 a unit; the hot-season promotion takes 300 off up to 9,999

/**
 * Where the booking form is: the desktop panel, or the phone's comment sheet, opened by the cart
 * button (a product not yet in the cart) or the book button.
 */
async function bookingForm(
  page: Page,
  info: TestInfo,
  opener: 'mobile-add-to-cart' | 'mobile-book' = 'mobile-add-to-cart',
): Promise<Locator> {
  if (!isMobile(info)) return page.getByTestId('booking-panel');
  await page.getByTestId(opener).tap();
  const sheet = page.getByTestId('comment-sheet');
  await expect(sheet).toBeVisible();
  return sheet;
}

const tap = (locator: Locator, info: TestInfo) =>
  isMobile(info) ? locator.tap() : locator.click();

/** Adds the form to the cart: the desktop panel opens; on phones the toast, then the catalogue. */
async function addToCart(page: Page, locale: Locale, info: TestInfo, form: Locator) {
  if (isMobile(info)) {
    await form.getByTestId('sheet-add-to-cart').tap();
    // A 1-second toast: recorded as it shows, never polled for (e2e/support/toast-recorder.ts).
    await expectToastShown(page, cartText(locale, 'booking.addedToast'));
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/productList')}$`));
    return;
  }
  await form.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-panel')).toBeVisible();
}

async function openCart(page: Page, info: TestInfo): Promise<Locator> {
  const panel = page.getByTestId('cart-panel');
  if (!(await panel.isVisible())) await tap(page.getByTestId('cart-button'), info);
  await expect(panel).toBeVisible();
  return panel;
}

async function closeCart(page: Page, locale: Locale) {
  const panel = page.getByTestId('cart-panel');
  await panel.getByRole('button', { name: cartText(locale, 'panel.close') }).click();
  await expect(panel).toBeHidden();
}

/** The open product's _id (the page's ?id=). */
const productId = (page: Page) => new URL(page.url()).searchParams.get('id')!;

/** The cart as the browser stored it (the contract's shape). */
async function storedCart(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('changdee-cart'));
  expect(raw, 'the cart is stored').not.toBeNull();
  return cartStateSchema.parse((JSON.parse(raw!) as { state: unknown }).state);
}

/** A line's figures on screen equal these (packages/domain's, or the server's). */
async function expectAmounts(scope: Locator, locale: Locale, amounts: LineDiscounts) {
  await expect(scope.getByTestId('amount-price')).toHaveText(formatBaht(amounts.price, locale));
  if (amounts.promotionDiscount > 0)
    await expect(scope.getByTestId('amount-promotion')).toHaveText(
      formatDiscount(amounts.promotionDiscount, locale),
    );
  else await expect(scope.getByTestId('amount-promotion')).toHaveCount(0);
  if (amounts.couponDiscount > 0)
    await expect(scope.getByTestId('amount-coupon')).toHaveText(
      formatDiscount(amounts.couponDiscount, locale),
    );
  await expect(scope.getByTestId('amount-payable')).toHaveText(formatBaht(amounts.amount, locale));
}

/**
 * A line's price label: a survey's price after its promotion; an installation's unit price as it
 * is, with the promotion as "N off per booking" (taken once per line, decision 007), never as a
 * promoted unit price.
 */
async function expectPriceLabel(
  scope: Locator,
  locale: Locale,
  productType: CartLine['product_type'],
  amounts: LineAmount,
) {
  const tag = scope.getByTestId('product-price-promotion');
  if (productType === 'S') {
    await expect(scope.getByTestId('product-price')).toHaveText(
      formatBaht(amounts.promotedPrice, locale),
    );
    await expect(tag).toHaveCount(0);
    return;
  }
  await expect(scope.getByTestId('product-price')).toHaveText(
    formatBaht(amounts.unitPrice, locale),
  );
  if (amounts.promotionDiscount > 0)
    await expect(tag).toHaveText(
      appText(locale, 'price.offPerBooking').replace(
        '{{amount}}',
        formatBaht(amounts.promotionDiscount, locale),
      ),
    );
  else await expect(tag).toHaveCount(0);
}

const quoteAmounts = (quote: CouponQuote): LineDiscounts => ({
  price: quote.line_total,
  promotionDiscount: quote.promotion_discount,
  couponDiscount: quote.discount,
  discount: quote.promotion_discount + quote.discount,
  amount: quote.total_payable,
});

/** Every line and total of the open cart panel equals packages/domain on the stored cart. */
async function expectCartMatchesDomain(page: Page, locale: Locale): Promise<LineAmount[]> {
  const { cart } = await storedCart(page);
  const totals = cartTotals(cart, businessToday(new Date()));
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByTestId('cart-line')).toHaveCount(cart.length);
  for (const [index, line] of cart.entries()) {
    const row = panel.locator(`[data-testid=cart-line][data-product-id="${line._id}"]`);
    await expectAmounts(row, locale, totals.lines[index]!);
    await expectPriceLabel(row, locale, line.product_type, totals.lines[index]!);
  }
  await expect(panel.getByTestId('cart-total')).toHaveText(formatBaht(totals.cartTotal, locale));
  await expect(panel.getByTestId('cart-promotion-total')).toHaveText(
    formatDiscount(totals.promotionDiscount, locale),
  );
  await expect(panel.getByTestId('cart-coupon-total')).toHaveText(
    formatDiscount(totals.couponDiscount, locale),
  );
  await expect(panel.getByTestId('cart-payable')).toHaveText(formatBaht(totals.payable, locale));
  return totals.lines;
}

/** POST verify as the app sends it; the answer parsed with the contract. */
async function verify(
  page: Page,
  session: ApiSession,
  locale: Locale,
  line: Pick<CartLine, '_id' | 'product_type'>,
  qty: number,
  couponCode: string,
) {
  const store = session.data.stores[0]!;
  const response = await page.request.post(promotionPaths.verify, {
    headers: { authorization: `Bearer ${session.accessToken}`, 'accept-language': locale },
    data: {
      product: { productId: line._id, qty },
      couponCode,
      jobType: line.product_type,
      channel: store.channel,
      branchId: store._id,
    },
  });
  const body: unknown = await response.json();
  if (response.ok())
    return { ok: true as const, quote: successEnvelope(couponQuoteSchema).parse(body).data };
  return { ok: false as const, status: response.status(), error: errorBodySchema.parse(body) };
}

async function openCouponPanel(page: Page, scope: Locator, info: TestInfo): Promise<Locator> {
  await tap(scope.getByTestId('coupon-entry-open'), info);
  const panel = page.getByTestId('coupon-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function closeCouponPanel(page: Page, locale: Locale) {
  const panel = page.getByTestId('coupon-panel');
  await panel.getByRole('button', { name: cartText(locale, 'close') }).click();
  await expect(panel).toBeHidden();
}

async function searchCode(panel: Locator, code: string) {
  await panel.getByTestId('coupon-search-input').fill(code);
  await panel.getByTestId('coupon-search-submit').click();
}

/** Selects a listed coupon and uses it: 'use code' becomes 'code used'. */
async function useCoupon(panel: Locator, locale: Locale, code: string) {
  const item = panel.locator(`[data-testid=coupon-item][data-code="${code}"]`);
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  const use = panel.getByTestId('coupon-use');
  await expect(use).toHaveText(cartText(locale, 'coupon.use'));
  await use.click();
  await expect(use).toHaveAttribute('data-state', 'applied');
  await expect(use).toContainText(cartText(locale, 'coupon.used'));
}

for (const locale of ['th', 'en'] as const satisfies readonly Locale[]) {
  test.describe(`cart (${locale})`, () => {
    test('a survey and an installation with notes, quantities at their bounds and coupons; figures equal the domain and the server; a reload keeps everything', async ({
      page,
      signInByApi,
      checkA11y,
    }, info) => {
      test.setTimeout(180_000);
      const session = await signInByApi(DEMO_USERS.sales);

      // ---- the survey: fixed at 1, a note, coupons on a 300-baht line ----
      await page.goto(localePath(locale, '/productList'));
      await chooseFirstEmployee(page);
      await openProduct(page, locale, SURVEY);
      let form = await bookingForm(page, info);
      await expect(form.getByTestId('quantity-value')).toHaveText('1');
      await expect(form.getByTestId('quantity-plus')).toHaveCount(0);
      await form.getByTestId('note-input').fill('สำรวจห้องนอนชั้น 2');

      let coupons = await openCouponPanel(page, form, info);
      // A ranged coupon below its minimum: unavailable, saying the minimum; the server agrees.
      const aircon = coupons.locator('[data-testid=coupon-item][data-code="AIRCON500"]');
      const minimum = ruleText(locale, 'coupon.minimumSpend', { min: '1,000' });
      await expect(aircon).toHaveAttribute('aria-disabled', 'true');
      await expect(aircon.getByTestId('coupon-reason')).toHaveText(minimum);
      const surveyLine = { _id: productId(page), product_type: 'S' as const };
      const below = await verify(page, session, locale, surveyLine, 1, 'AIRCON500');
      expect(below.ok === false && below.error).toMatchObject({
        code: 'COUPON_BELOW_MINIMUM',
        message: minimum,
      });
      await checkA11y();

      // An empty code, an unknown code, an expired code.
      await searchCode(coupons, '   ');
      await expect(coupons.getByTestId('coupon-search-message')).toHaveText(
        ruleText(locale, 'coupon.codeRequired'),
      );
      await searchCode(coupons, 'NOSUCH999');
      await expect(coupons.getByTestId('coupon-search-message')).toHaveText(
        ruleText(locale, 'coupon.notFound'),
      );
      await expect(coupons.getByTestId('coupon-empty')).toContainText(
        cartText(locale, 'coupon.notFoundTitle'),
      );
      const expired = await verify(page, session, locale, surveyLine, 1, 'SONGKRAN200');
      expect(expired.ok === false && expired.error.code).toBe('COUPON_EXPIRED');
      await searchCode(coupons, ' songkran200 ');
      await expect(coupons.getByTestId('coupon-search-message')).toHaveText(
        expired.ok ? '' : expired.error.message,
      );
      await expect(
        coupons.locator('[data-testid=coupon-item][data-code="SONGKRAN200"]'),
      ).toHaveAttribute('aria-disabled', 'true');
      await expect(coupons.getByTestId('coupon-use')).toBeDisabled();

      // Emptying the box brings the store's list back; a fixed coupon larger than the line.
      await coupons.getByTestId('coupon-search-input').fill('');
      await expect(coupons.getByTestId('coupon-search-message')).toHaveCount(0);
      await useCoupon(coupons, locale, 'SURVEYFREE');
      // The applied coupon is listed first.
      await expect(coupons.getByTestId('coupon-item').first()).toHaveAttribute(
        'data-code',
        'SURVEYFREE',
      );
      await closeCouponPanel(page, locale);
      const free = await verify(page, session, locale, surveyLine, 1, 'SURVEYFREE');
      expect(free.ok && quoteAmounts(free.quote)).toEqual({
        price: 300,
        promotionDiscount: 0,
        couponDiscount: 300,
        discount: 300,
        amount: 0,
      });
      if (free.ok) await expectAmounts(form, locale, quoteAmounts(free.quote));
      await addToCart(page, locale, info, form);
      if (!isMobile(info)) await closeCart(page, locale);

      // ---- the installation: quantities at their bounds, the promotion, a ranged coupon ----
      await openProduct(page, locale, INSTALL);
      form = await bookingForm(page, info);
      const minus = form.getByTestId('quantity-minus');
      const plus = form.getByTestId('quantity-plus');
      const quantity = form.getByTestId('quantity-value');
      await expect(quantity).toHaveText('1');
      await expect(minus).toBeDisabled();
      await tap(plus, info);
      await expect(quantity).toHaveText('2');
      await tap(minus, info);
      await expect(quantity).toHaveText('1');
      await expect(minus).toBeDisabled();
      await tap(plus, info);
      await expect(quantity).toHaveText('2');
      await form.getByTestId('note-input').fill('ติดตั้งห้องนั่งเล่น');
      const installLine = { _id: productId(page), product_type: 'I' as const };
      if (!isMobile(info))
        await expectPriceLabel(form, locale, 'I', {
          _id: installLine._id,
          quantity: 2,
          unitPrice: 2500,
          promotedPrice: 4700,
          price: 5000,
          promotionDiscount: 300,
          couponDiscount: 0,
          discount: 300,
          amount: 4700,
        });
      else await expect(page.getByTestId('mobile-book')).toContainText(formatBaht(2500, locale));
      // 5,000 less the promotion's 300, no coupon yet.
      await expectAmounts(form, locale, {
        price: 5000,
        promotionDiscount: 300,
        couponDiscount: 0,
        discount: 300,
        amount: 4700,
      });
      coupons = await openCouponPanel(page, form, info);
      await useCoupon(coupons, locale, 'AIRCON500');
      await closeCouponPanel(page, locale);
      const above = await verify(page, session, locale, installLine, 2, 'AIRCON500');
      expect(above.ok && quoteAmounts(above.quote)).toEqual({
        price: 5000,
        promotionDiscount: 300,
        couponDiscount: 500,
        discount: 800,
        amount: 4200,
      });
      if (above.ok) await expectAmounts(form, locale, quoteAmounts(above.quote));
      await addToCart(page, locale, info, form);

      // ---- the cart panel ----
      let panel = await openCart(page, info);
      await expect(panel.getByTestId('cart-panel-count')).toContainText('2');
      await expect(page.getByTestId('site-header').getByTestId('cart-count')).toHaveText('2');
      await expectCartMatchesDomain(page, locale);
      const survey = panel.locator(`[data-testid=cart-line][data-sku="${SURVEY}"]`);
      const install = panel.locator(`[data-testid=cart-line][data-sku="${INSTALL}"]`);
      await expect(survey.getByTestId('quantity-plus')).toHaveCount(0);
      await expect(survey.getByTestId('line-note-text')).toContainText('สำรวจห้องนอนชั้น 2');
      await expect(install.getByTestId('line-note-text')).toContainText('ติดตั้งห้องนั่งเล่น');
      await expect(survey.getByTestId('coupon-entry-code')).toHaveText('SURVEYFREE');
      await expect(install.getByTestId('coupon-entry-code')).toHaveText('AIRCON500');

      // Down to 1: the coupon's lower tier; the server prices the line the same.
      await tap(install.getByTestId('quantity-minus'), info);
      await expect(install.getByTestId('quantity-value')).toHaveText('1');
      const lines = await expectCartMatchesDomain(page, locale);
      const one = await verify(page, session, locale, installLine, 1, 'AIRCON500');
      expect(one.ok && quoteAmounts(one.quote)).toEqual({
        price: lines[1]!.price,
        promotionDiscount: lines[1]!.promotionDiscount,
        couponDiscount: lines[1]!.couponDiscount,
        discount: lines[1]!.discount,
        amount: lines[1]!.amount,
      });
      // Minus at 1 asks before removing; keeping it changes nothing.
      await tap(install.getByTestId('quantity-minus'), info);
      const dialog = page.getByTestId('remove-dialog');
      await expect(dialog).toBeVisible();
      await dialog
        .getByRole('button', { name: cartText(locale, 'panel.removeCancel') })
        .first()
        .click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByTestId('cart-line')).toHaveCount(2);
      await tap(install.getByTestId('quantity-plus'), info);
      await expect(install.getByTestId('quantity-value')).toHaveText('2');
      const before = await expectCartMatchesDomain(page, locale);
      await checkA11y();

      // ---- a reload keeps the cart, its notes and coupons ----
      await page.reload();
      await expect(page.getByTestId('site-header').getByTestId('cart-count')).toHaveText('2');
      panel = await openCart(page, info);
      expect(await expectCartMatchesDomain(page, locale)).toEqual(before);
      await expect(survey.getByTestId('line-note-text')).toContainText('สำรวจห้องนอนชั้น 2');
      await expect(install.getByTestId('line-note-text')).toContainText('ติดตั้งห้องนั่งเล่น');
      await expect(survey.getByTestId('coupon-entry-code')).toHaveText('SURVEYFREE');
      await expect(install.getByTestId('coupon-entry-code')).toHaveText('AIRCON500');

      // Three units: 7,500 less the promotion's 300 once, so the label keeps the unit price
      // (2,500) and names the 300 per booking, never "2,200 a unit" (3 × 2,200 ≠ 7,200).
      await tap(install.getByTestId('quantity-plus'), info);
      await expect(install.getByTestId('quantity-value')).toHaveText('3');
      const three = (await expectCartMatchesDomain(page, locale))[1]!;
      expect(three).toMatchObject({ unitPrice: 2500, price: 7500, promotionDiscount: 300 });
      await expect(install.getByTestId('product-price')).toHaveText(formatBaht(2500, locale));

      // Removing asks first and takes the line's coupon with it.
      await tap(survey.getByTestId('cart-line-remove'), info);
      await page.getByTestId('remove-confirm').click();
      await expect(panel.getByTestId('cart-line')).toHaveCount(1);
      const left = await storedCart(page);
      expect(left.couponPromotion.map((entry) => entry.product_id)).toEqual([installLine._id]);
      await expectCartMatchesDomain(page, locale);
    });

    test('an over-long note or one with an emoji disables the buttons; logout empties the cart', async ({
      page,
      signInByApi,
      signIn,
    }, info) => {
      test.setTimeout(120_000);
      await signInByApi(DEMO_USERS.sales);
      await page.goto(localePath(locale, '/productList'));
      await chooseFirstEmployee(page);
      await openProduct(page, locale, SURVEY);
      let form = await bookingForm(page, info);
      const note = form.getByTestId('note-input');
      const actions = isMobile(info) ? ['sheet-add-to-cart'] : ['add-to-cart', 'book-now'];
      await note.fill('ก'.repeat(251));
      for (const id of actions)
        await expect(form.getByTestId(id)).toHaveAttribute('aria-disabled', 'true');
      await note.fill('ก'.repeat(250));
      for (const id of actions)
        await expect(form.getByTestId(id)).not.toHaveAttribute('aria-disabled');
      // Buy now adds the line and goes to the checkout.
      if (isMobile(info)) {
        await page.keyboard.press('Escape');
        await page.getByTestId('mobile-book').tap();
        await page.getByTestId('comment-sheet').getByTestId('sheet-book').tap();
      } else {
        await form.getByTestId('book-now').click();
      }
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/checkout')}$`));
      expect((await storedCart(page)).cart.map((line) => line.comment)).toEqual(['ก'.repeat(250)]);

      // A note with an emoji comes back from a stored cart (typing strips emoji): the product
      // page and the cart both refuse to go on with it.
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('changdee-cart')!) as {
          state: { cart: Array<{ comment: string }> };
        };
        stored.state.cart[0]!.comment = 'ชั้น 2 😀';
        localStorage.setItem('changdee-cart', JSON.stringify(stored));
      });
      await openProduct(page, locale, SURVEY);
      form = await bookingForm(page, info, 'mobile-book');
      await expect(form.getByTestId('note-input')).toHaveValue('ชั้น 2 😀');
      await expect(form.getByTestId('note-error')).toHaveText(ruleText(locale, 'note.symbols'));
      for (const id of isMobile(info) ? ['sheet-book'] : actions)
        await expect(form.getByTestId(id)).toHaveAttribute('aria-disabled', 'true');
      if (isMobile(info)) await page.keyboard.press('Escape');
      const panel = await openCart(page, info);
      await expect(panel.getByTestId('line-note-error')).toHaveText(
        ruleText(locale, 'note.symbols'),
      );
      await expect(panel.getByTestId('choose-date')).toBeDisabled();
      await closeCart(page, locale);

      // Logout empties the cart: signing in again finds none. On phones the product page's
      // header has the service-area control where the menu button is: log out from the catalogue.
      if (isMobile(info)) {
        await page.goto(localePath(locale, '/productList'));
        await page.getByTestId('site-header').getByTestId('menu-button').tap();
      } else await page.getByTestId('account-menu').click();
      await page.getByTestId('logout').filter({ visible: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/login')}$`));
      expect(await page.evaluate(() => localStorage.getItem('changdee-cart'))).toBeNull();
      await signIn(DEMO_USERS.sales, { locale });
      await chooseFirstEmployee(page);
      await expect(page.getByTestId('site-header').getByTestId('cart-count')).toHaveText('0');
      const empty = await openCart(page, info);
      await expect(empty.getByTestId('cart-empty')).toContainText(cartText(locale, 'panel.empty'));
    });
  });
}
