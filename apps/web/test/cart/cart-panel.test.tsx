import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductPromotion } from '@changdee/contract/cart';
import { cartTotals } from '@changdee/domain/cart-totals';
import { businessToday } from '@changdee/domain/dates';
import { formatBaht, formatDiscount } from '@changdee/domain/money';
import { featureNamespaces } from '../feature-namespaces';
import { CartPanel } from '../../src/features/cart/components/panel/cart-panel';
import { useCartStore } from '../../src/features/cart/store/cart-store';
import { i18n, initI18n } from '../../src/shared/i18n/i18n';
import {
  airCon500,
  cartLine,
  changdee200,
  hotSeason,
  INSTALL_ID,
  installation,
  survey,
  SURVEY_ID,
} from './fixtures';
import { signInClerk } from '../signed-in-clerk';

// The cart side panel (spec §2): it loads the cart's promotions for the store, shows each line and
// the totals exactly as packages/domain computes them, asks before removing, and leads on to the
// service date.

initI18n('en', featureNamespaces);

let asked: Array<Record<string, unknown>>;

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  if (String(input).endsWith('/multipleProductPromotion')) {
    asked.push(body);
    const data: ProductPromotion[] = [
      { product_id: INSTALL_ID, coupon: [airCon500, changdee200], promotion: hotSeason },
      { product_id: SURVEY_ID, coupon: [changdee200], promotion: null },
    ];
    return Promise.resolve(new Response(JSON.stringify({ message: 'success', data })));
  }
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}

function renderPanel(path = '/en/productList') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <>
      <CartPanel openRequests={1} />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.findByTestId('cart-panel');
}

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  signInClerk();
  useCartStore.getState().reset();
});

afterEach(() => vi.unstubAllGlobals());

describe('the cart panel', () => {
  it('loads the promotions of its products and shows lines and totals as the domain computes them', async () => {
    useCartStore.getState().add(cartLine(installation, { total: 2, coupon: airCon500 }));
    useCartStore.getState().add(cartLine(survey, { comment: 'ห้องนอน' }));
    const panel = await renderPanel();
    expect(within(panel).getByTestId('cart-panel-count')).toHaveTextContent('2 items');
    await waitFor(() => expect(useCartStore.getState().cart[0]!.promotion).toEqual(hotSeason));
    expect(asked).toEqual([
      expect.objectContaining({ productIds: [INSTALL_ID, SURVEY_ID], channel: 'CD-RETAIL' }),
    ]);
    const totals = cartTotals(useCartStore.getState().cart, businessToday(new Date()));
    expect(totals).toMatchObject({ cartTotal: 5300, promotionDiscount: 300, couponDiscount: 500 });
    expect(within(panel).getByTestId('cart-total')).toHaveTextContent(
      formatBaht(totals.cartTotal, 'en'),
    );
    expect(within(panel).getByTestId('cart-promotion-total')).toHaveTextContent(
      formatDiscount(totals.promotionDiscount, 'en'),
    );
    expect(within(panel).getByTestId('cart-coupon-total')).toHaveTextContent(
      formatDiscount(totals.couponDiscount, 'en'),
    );
    expect(within(panel).getByTestId('cart-payable')).toHaveTextContent(
      formatBaht(totals.payable, 'en'),
    );
    const [install, surveyLine] = within(panel).getAllByTestId('cart-line');
    // The unit price as it is; the promotion is the line's, taken once (decision 007).
    expect(within(install!).getByTestId('product-price')).toHaveTextContent('฿2,500');
    expect(within(install!).getByTestId('product-price-promotion')).toHaveTextContent(
      `${formatBaht(totals.lines[0]!.promotionDiscount, 'en')} off per booking`,
    );
    expect(within(install!).getByTestId('coupon-entry-code')).toHaveTextContent('AIRCON500');
    // No coupon on the survey: the best the store offers for it is named.
    expect(within(surveyLine!).getByTestId('coupon-entry-best')).toHaveTextContent('200 baht off');
    expect(within(surveyLine!).queryByTestId('quantity-plus')).toBeNull();
    expect(within(surveyLine!).getByTestId('line-note-text')).toHaveTextContent('ห้องนอน');
  });

  it('lowers a quantity to 1, then asks before removing the line and its coupon', async () => {
    useCartStore.getState().add(cartLine(installation, { total: 2, coupon: airCon500 }));
    const user = userEvent.setup();
    const panel = await renderPanel();
    await user.click(within(panel).getByTestId('quantity-minus'));
    expect(useCartStore.getState().cart[0]!.total).toBe(1);
    await user.click(within(panel).getByTestId('quantity-minus'));
    const dialog = await screen.findByTestId('remove-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(useCartStore.getState().cart).toHaveLength(1);
    await user.click(within(panel).getByTestId('cart-line-remove'));
    await user.click(await screen.findByTestId('remove-confirm'));
    expect(useCartStore.getState()).toMatchObject({ cart: [], couponPromotion: [] });
    expect(await within(panel).findByTestId('cart-empty')).toHaveTextContent(
      'No items selected, please add items',
    );
  });

  it('edits a note, refusing one that breaks the rules', async () => {
    useCartStore.getState().add(cartLine(survey));
    const user = userEvent.setup();
    const panel = await renderPanel();
    await user.click(within(panel).getByTestId('line-note-edit'));
    const note = within(panel).getByTestId('note-input');
    await user.click(note);
    await user.paste('x'.repeat(251));
    expect(within(panel).getByTestId('line-note-save')).toBeDisabled();
    await user.clear(note);
    await user.type(note, 'ชั้น 3');
    await user.click(within(panel).getByTestId('line-note-save'));
    expect(useCartStore.getState().cart[0]!.comment).toBe('ชั้น 3');
  });

  it('goes on to the service date; a name of the open product only closes the panel', async () => {
    useCartStore.getState().add(cartLine(survey));
    const user = userEvent.setup();
    const path = `/en/product/Air_Conditioner_Site_Survey?id=${SURVEY_ID}`;
    const panel = await renderPanel(path);
    await user.click(within(panel).getByTestId('cart-line-name'));
    expect(useCartStore.getState().panelOpen).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent(path);

    useCartStore.getState().openPanel();
    await user.click(await screen.findByTestId('choose-date'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/address');
  });
});
