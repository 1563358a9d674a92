import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon, ProductPromotion } from '@changdee/contract/cart';
import type { ProductDetail } from '@changdee/contract/catalog';
import { errorCatalogue } from '@changdee/contract/errors';
import { businessToday } from '@changdee/domain/dates';
import { lineDiscounts } from '@changdee/domain/line-discounts';
import { linePrice } from '@changdee/domain/line-price';
import { ProductBooking } from '../../src/features/cart/components/booking/product-booking';
import { useCartStore } from '../../src/features/cart/store/cart-store';
import { i18n, initI18n } from '../../src/shared/i18n/i18n';
import { useNotificationStore } from '../../src/shared/notifications/notification-store';
import { CART_PANEL_OPEN_EVENT } from '../../src/shared/session/cart-count';
import { featureNamespaces } from '../feature-namespaces';
import { airCon500, cartLine, changdee200, hotSeason, INSTALL_ID, installation } from './fixtures';
import { signInClerk } from '../signed-in-clerk';

// The product page's booking part and its coupon panel (spec §2/§4/§5) against a fake network
// that prices verify with packages/domain, as the server does: the form, the figures, the coupon
// states none → selected → applied → removed, the search messages, add to cart and buy now.

initI18n('en', featureNamespaces);

interface Calls {
  promotions: Array<Record<string, unknown>>;
  verify: Array<Record<string, unknown>>;
}
let calls: Calls;

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const listed: Coupon[] = [changdee200, airCon500];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  if (url.endsWith('/multipleProductPromotion')) {
    calls.promotions.push(body);
    const code = body.searchKeywordCode as string | undefined;
    const coupon = code ? listed.filter((c) => c.code === code) : listed;
    const entry: ProductPromotion = { product_id: INSTALL_ID, coupon, promotion: hotSeason };
    return Promise.resolve(json({ message: 'success', data: [entry] }));
  }
  if (url.endsWith('/verify')) {
    calls.verify.push(body);
    const product = body.product as { qty: number };
    const coupon = listed.find((c) => c.code === body.couponCode)!;
    const price = linePrice(installation, product.qty);
    const parts = lineDiscounts(
      { productId: INSTALL_ID, price, promotion: hotSeason, coupon },
      businessToday(new Date()),
    );
    return Promise.resolve(
      json({
        message: 'success',
        data: {
          coupon,
          qty: product.qty,
          line_total: price,
          promotion: hotSeason,
          promotion_discount: parts.promotionDiscount,
          discount: parts.couponDiscount,
          total_payable: parts.amount,
        },
      }),
    );
  }
  return Promise.resolve(json({ message: 'no route', code: 'ROUTE_NOT_FOUND' }, 404));
}

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

let visits = 0;

function renderBooking(product: ProductDetail = installation) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/en/product/:index',
        element: (
          <>
            <ProductBooking product={product} layout="desktop" visit={`visit-${++visits}`} />
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/en/product/x?id=${product._id}`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.findByTestId('booking-panel');
}

const panelRequests = vi.fn();

beforeEach(() => {
  calls = { promotions: [], verify: [] };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  signInClerk();
  useCartStore.getState().reset();
  useNotificationStore.setState({ notifications: [] });
  panelRequests.mockReset();
  window.addEventListener(CART_PANEL_OPEN_EVENT, panelRequests);
});

afterEach(() => {
  window.removeEventListener(CART_PANEL_OPEN_EVENT, panelRequests);
  vi.unstubAllGlobals();
});

describe('the booking panel', () => {
  it('prices the form with the promotion and applies the quantity and note rules', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    await waitFor(() =>
      expect(within(panel).getByTestId('amount-promotion')).toHaveTextContent('-฿300'),
    );
    // The unit price without the promotion, which is taken once per booking (decision 007).
    expect(within(panel).getByTestId('product-price')).toHaveTextContent('฿2,500');
    expect(within(panel).queryByTestId('product-price-struck')).toBeNull();
    expect(within(panel).getByTestId('product-price-promotion')).toHaveTextContent(
      '฿300 off per booking',
    );
    expect(within(panel).getByTestId('quantity-minus')).toBeDisabled();
    await user.click(within(panel).getByTestId('quantity-plus'));
    expect(within(panel).getByTestId('amount-price')).toHaveTextContent('฿5,000');
    expect(within(panel).getByTestId('amount-payable')).toHaveTextContent('฿4,700');
    expect(within(panel).getByTestId('product-price')).toHaveTextContent('฿2,500');
    // The best coupon at this price is named.
    expect(within(panel).getByTestId('coupon-entry-best')).toHaveTextContent('-฿500');

    const note = within(panel).getByTestId('note-input');
    await user.click(note);
    await user.paste('x'.repeat(251));
    expect(within(panel).getByTestId('add-to-cart')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(panel).getByTestId('add-to-cart'));
    expect(useCartStore.getState().cart).toEqual([]);
  });

  it('chooses, verifies, shows and removes a coupon (none → selected → applied → none)', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    await user.click(within(panel).getByTestId('quantity-plus'));
    await user.click(within(panel).getByTestId('coupon-entry-open'));
    const coupons = await screen.findByTestId('coupon-panel');
    const aircon = await within(coupons).findByText('Code AIRCON500');
    const item = aircon.closest('button')!;
    const use = within(coupons).getByTestId('coupon-use');
    expect(use).toBeDisabled();
    await user.click(item);
    expect(item).toHaveAttribute('aria-pressed', 'true');
    // Clicking again deselects.
    await user.click(item);
    expect(item).toHaveAttribute('aria-pressed', 'false');
    await user.click(item);
    await user.click(use);
    await waitFor(() => expect(use).toHaveAttribute('data-state', 'applied'));
    expect(use).toHaveTextContent('Code used');
    expect(calls.verify).toEqual([
      expect.objectContaining({
        product: { productId: INSTALL_ID, qty: 2 },
        couponCode: 'AIRCON500',
        jobType: 'I',
      }),
    ]);
    // Applied first in the list; the line shows it with its discount.
    expect(within(coupons).getAllByTestId('coupon-item')[0]).toHaveAttribute(
      'data-code',
      'AIRCON500',
    );
    expect(within(panel).getByTestId('coupon-entry-code')).toHaveTextContent('AIRCON500');
    expect(within(panel).getByTestId('amount-coupon')).toHaveTextContent('-฿500');
    expect(within(panel).getByTestId('amount-payable')).toHaveTextContent('฿4,200');

    await user.click(use);
    expect(use).toHaveAttribute('data-state', 'none');
    expect(within(panel).queryByTestId('coupon-entry-code')).toBeNull();
    expect(within(panel).getByTestId('amount-payable')).toHaveTextContent('฿4,700');
  });

  it('says why a search finds nothing, and goes back to the list when the box is emptied', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    await user.click(within(panel).getByTestId('coupon-entry-open'));
    const coupons = await screen.findByTestId('coupon-panel');
    const input = within(coupons).getByTestId('coupon-search-input');
    await user.type(input, '   ');
    await user.click(within(coupons).getByTestId('coupon-search-submit'));
    expect(within(coupons).getByTestId('coupon-search-message')).toHaveTextContent(
      errorCatalogue.COUPON_CODE_REQUIRED.en,
    );
    await user.clear(input);
    await user.type(input, ' nope ');
    await user.click(within(coupons).getByTestId('coupon-search-submit'));
    expect(await within(coupons).findByTestId('coupon-empty')).toHaveTextContent(
      'Discount code not found',
    );
    expect(within(coupons).getByTestId('coupon-search-message')).toHaveTextContent(
      errorCatalogue.COUPON_NOT_FOUND.en,
    );
    expect(calls.promotions.at(-1)).toMatchObject({ searchKeywordCode: 'NOPE' });
    await user.clear(input);
    expect(await within(coupons).findAllByTestId('coupon-item')).toHaveLength(2);
    // A coupon a search finds, and that can be used, is selected at once.
    await user.type(input, 'changdee200');
    await user.click(within(coupons).getByTestId('coupon-search-submit'));
    await waitFor(() =>
      expect(within(coupons).getByTestId('coupon-item')).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('adds to the cart and opens it; unchanged opens it again; changed saves, says so and returns', async () => {
    const user = userEvent.setup();
    const panel = await renderBooking();
    await user.type(within(panel).getByTestId('note-input'), 'ชั้น 2');
    await user.click(within(panel).getByTestId('add-to-cart'));
    expect(useCartStore.getState().cart).toMatchObject([
      { _id: INSTALL_ID, total: 1, comment: 'ชั้น 2', coupon: null },
    ]);
    expect(panelRequests).toHaveBeenCalledTimes(1);
    expect(within(panel).getByTestId('booking-in-cart')).toHaveTextContent(
      'This service is in your cart',
    );

    await user.click(within(panel).getByTestId('add-to-cart'));
    expect(panelRequests).toHaveBeenCalledTimes(2);

    await user.click(within(panel).getByTestId('quantity-plus'));
    await user.click(within(panel).getByTestId('add-to-cart'));
    expect(useCartStore.getState().cart[0]!.total).toBe(2);
    expect(useNotificationStore.getState().notifications).toMatchObject([
      { message: 'You have added the product to the cart', delay: 1000 },
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/productList');
  });

  it('opens with the cart’s quantity, note and coupon; book goes to the checkout', async () => {
    useCartStore
      .getState()
      .add(cartLine(installation, { total: 3, comment: 'ห้องนอน', coupon: airCon500 }));
    const user = userEvent.setup();
    const panel = await renderBooking();
    expect(within(panel).getByTestId('quantity-value')).toHaveTextContent('3');
    expect(within(panel).getByTestId('note-input')).toHaveValue('ห้องนอน');
    expect(within(panel).getByTestId('coupon-entry-code')).toHaveTextContent('AIRCON500');
    await user.click(within(panel).getByTestId('book-now'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/checkout');
    expect(useCartStore.getState().cart).toHaveLength(1);
  });
});
