import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshFailing } from '@changdee/ui/lib/failed-refresh';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductImage, ProductSummary } from '@changdee/contract/catalog';
import { initI18n } from '../../shared/i18n/i18n';
import { useNotificationStore } from '../../shared/notifications/notification-store';
import en from './i18n/en.json';
import th from './i18n/th.json';
import { ProductDetailPage, type ProductBookingProps } from './routes/product-detail-page';
import { Component as ProductFavoritePage } from './routes/product-favorite-page';
import { Component as ProductListPage } from './routes/product-list-page';
import { signInClerk } from '../../../test/signed-in-clerk';

// The catalogue pages against a fake network (the real server is exercised by its own tests and
// by the e2e journeys): favourites flip only after 'success', the saved list follows, the mosaic
// has its layouts. The booking part is the cart's (apps/web/test/cart): here a stand-in shows
// where the page puts it and what it hands it.

const PRODUCT_ID = '0b5e9a5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';

initI18n('en', { en: { catalog: en }, th: { catalog: th } });

const image = (n: number): ProductImage => ({
  url: `/images/products/demo-${n}.0123456789.webp`,
  thumbnail: `/images/products/demo-${n}-thumb.0123456789.webp`,
  alt: { th: `รูป ${n}`, en: `Image ${n}` },
});

const summary: ProductSummary = {
  _id: PRODUCT_ID,
  product_type: 'I',
  name: { th: 'ติดตั้งแอร์', en: 'Air Conditioner Installation' },
  image: image(1),
  price: null,
  normal_price: 3000,
  calculator: { unit_price: 2500, unit: { th: 'เครื่อง', en: 'unit' } },
  channel: 'CD-RETAIL',
  is_survey_discount: false,
  min_qty: 1,
  limit_qty: null,
  lock_days: 2,
  sku_code: 'IN-AC-9000',
  sku_mapping: 'RTL100002',
  type_of_work: 'WT-AC',
  isFavorite: false,
};

const detail = (images: number): ProductDetail => {
  return {
    ...summary,
    image: images > 0 ? image(1) : null,
    images: Array.from({ length: images }, (_, i) => image(i + 1)),
    informations: [
      {
        title: { th: 'รายละเอียด', en: 'Details' },
        content: {
          th: '<p>ไทย</p>',
          en: '<p style="font-size: 30px">Scope <img src=x onerror=alert(1)></p>',
        },
      },
      {
        title: { th: 'ประกัน', en: 'Warranty' },
        content: { th: '<p>1 ปี</p>', en: '<p>1 year</p>' },
      },
    ],
    selling_points: [{ text: { th: 'รับประกัน', en: 'Warranty' }, icon: 'guarantee' }],
  };
};

interface FakeServer {
  favourite: boolean;
  failToggle: boolean;
  /** The product's reads fail (500) from now on. */
  failDetail: boolean;
  images: number;
  calls: string[];
}

let server: FakeServer;

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  server.calls.push(url);
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  const current = { ...summary, isFavorite: server.favourite };
  if (url.endsWith('/productSearch')) {
    return Promise.resolve(
      json({ message: 'success', data: { items: [current], total: 1, page: 1, page_size: 12 } }),
    );
  }
  if (url.endsWith('/recentSearchByStoreID'))
    return Promise.resolve(json({ message: 'success', data: [] }));
  if (url.endsWith('/favoriteProducts')) {
    return Promise.resolve(json({ message: 'success', data: server.favourite ? [current] : [] }));
  }
  if (url.endsWith('/productByID')) {
    if (server.failDetail)
      return Promise.resolve(
        json({ message: 'Something went wrong', code: 'INTERNAL_ERROR' }, 500),
      );
    if (body.productId !== PRODUCT_ID) {
      return Promise.resolve(json({ message: 'not found', code: 'PRODUCT_NOT_FOUND' }, 404));
    }
    return Promise.resolve(
      json({
        message: 'success',
        data: { ...detail(server.images), isFavorite: server.favourite },
      }),
    );
  }
  if (url.endsWith('/favoriteProduct/toggle')) {
    if (server.failToggle)
      return Promise.resolve(
        json({ message: 'Something went wrong', code: 'INTERNAL_ERROR' }, 500),
      );
    server.favourite = body.isFavorite;
    return Promise.resolve(
      json({
        message: 'success',
        data: { productId: body.productId, isFavorite: body.isFavorite },
      }),
    );
  }
  return Promise.resolve(json({ message: 'no route', code: 'ROUTE_NOT_FOUND' }, 404));
}

let client: QueryClient;

function renderPage(Component: ComponentType, path: string, routePath: string) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, Component }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const notifications = () => useNotificationStore.getState().notifications;

beforeEach(() => {
  server = { favourite: false, failToggle: false, failDetail: false, images: 6, calls: [] };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  useNotificationStore.setState({ notifications: [] });
  signInClerk();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/productList', () => {
  it('shows cards and flips the star only after the server said success, with the saved toast', async () => {
    const user = userEvent.setup();
    renderPage(ProductListPage, '/en/productList', '/en/productList');
    const card = await screen.findByTestId('product-card');
    expect(within(card).getByText('Air Conditioner Installation')).toBeInTheDocument();
    expect(within(card).getByTestId('product-price')).toHaveTextContent('฿2,500');

    const star = within(card).getByTestId('favourite-toggle');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(notifications().map((n) => n.message)).toEqual([
      '“Air Conditioner Installation” is saved',
    ]);
    // Desktop: the saved toast stays until closed.
    expect(notifications()[0]!.delay).toBeUndefined();

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(notifications()[0]!.message).toContain('removed');
    expect(notifications()[0]!.delay).toBe(2000);
  });

  it('changes nothing visible when the toggle fails', async () => {
    server.failToggle = true;
    const user = userEvent.setup();
    renderPage(ProductListPage, '/en/productList', '/en/productList');
    const star = within(await screen.findByTestId('product-card')).getByTestId('favourite-toggle');
    await user.click(star);
    await waitFor(() => expect(server.calls.some((url) => url.endsWith('/toggle'))).toBe(true));
    await waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.status).toBe('error'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(notifications()).toEqual([]);
  });

  it('keeps the star disabled until an employee is chosen', async () => {
    signInClerk({ employee: false });
    const user = userEvent.setup();
    renderPage(ProductListPage, '/en/productList', '/en/productList');
    const star = within(await screen.findByTestId('product-card')).getByTestId('favourite-toggle');
    expect(star).toHaveAttribute('aria-disabled', 'true');
    await user.click(star);
    expect(server.calls.some((url) => url.endsWith('/toggle'))).toBe(false);
  });
});

describe('/productFavorite', () => {
  it('drops a service from the list when it is unsaved', async () => {
    server.favourite = true;
    const user = userEvent.setup();
    renderPage(ProductFavoritePage, '/en/productFavorite', '/en/productFavorite');
    const card = await screen.findByTestId('product-card');
    await user.click(within(card).getByTestId('favourite-toggle'));
    expect(await screen.findByTestId('favourites-empty')).toBeInTheDocument();
  });

  it('asks for the selling employee first, instead of saying nothing is saved', async () => {
    server.favourite = true;
    signInClerk({ employee: false });
    renderPage(ProductFavoritePage, '/en/productFavorite', '/en/productFavorite');
    expect(await screen.findByTestId('favourites-choose-employee')).toHaveTextContent(
      'Choose the selling employee first',
    );
    expect(screen.queryByTestId('favourites-empty')).not.toBeInTheDocument();
    expect(server.calls.some((url) => url.endsWith('/favoriteProducts'))).toBe(false);
  });
});

function BookingStandIn({ product, layout }: ProductBookingProps) {
  return <aside data-testid="booking-stand-in" data-layout={layout} data-product={product._id} />;
}

function DetailPage() {
  return <ProductDetailPage booking={BookingStandIn} />;
}

describe('/en/product/:index', () => {
  const path = `/en/product/Air_Conditioner_Installation?id=${PRODUCT_ID}`;

  it.each([
    [1, 'one', 0],
    [2, 'two', 0],
    [3, 'three', 0],
    [4, 'four', 0],
    [5, 'five', 0],
    [7, 'five', 2],
  ])('lays %i images out as the %s mosaic', async (count, layout, more) => {
    server.images = count;
    renderPage(DetailPage, path, '/en/product/:index');
    const gallery = await screen.findByTestId('product-gallery');
    expect(gallery).toHaveAttribute('data-layout', layout);
    expect(within(gallery).getAllByTestId('gallery-tile')).toHaveLength(Math.min(count, 5));
    if (more)
      expect(within(gallery).getByTestId('gallery-more')).toHaveTextContent(`+${more} images`);
    else expect(within(gallery).queryByTestId('gallery-more')).toBeNull();
  });

  it('renders clean information HTML at 16 px, tabs from the titles and the selling points', async () => {
    renderPage(DetailPage, path, '/en/product/:index');
    expect(await screen.findByTestId('product-name')).toHaveTextContent(
      'Air Conditioner Installation',
    );
    expect(screen.getAllByTestId('product-tab').map((tab) => tab.textContent)).toEqual([
      'Details',
      'Warranty',
    ]);
    const section = screen.getAllByTestId('information-section')[0]!;
    expect(section.innerHTML).not.toMatch(/onerror/);
    expect(section.innerHTML).toContain('font-size: 16px');
    expect(screen.getByTestId('selling-points')).toHaveTextContent('Warranty');
  });

  it('puts the booking part in the right column with the product', async () => {
    renderPage(DetailPage, path, '/en/product/:index');
    const booking = await screen.findByTestId('booking-stand-in');
    expect(booking).toHaveAttribute('data-product', PRODUCT_ID);
    expect(booking).toHaveAttribute('data-layout', 'desktop');
    expect(booking.closest('.booking-panel-sticky')).not.toBeNull();
  });

  it('keeps the page and its booking part when a background refresh of the product fails', async () => {
    renderPage(DetailPage, path, '/en/product/:index');
    const booking = await screen.findByTestId('booking-stand-in');
    server.failDetail = true;
    await refreshFailing(client);
    // The same element: what the clerk typed in the booking part is still there.
    expect(screen.getByTestId('booking-stand-in')).toBe(booking);
    expect(screen.getByTestId('product-name')).toHaveTextContent('Air Conditioner Installation');
  });

  it('shows a not-found state for an unknown or missing id', async () => {
    renderPage(
      DetailPage,
      '/en/product/x?id=00000000-0000-4000-8000-000000000000',
      '/en/product/:index',
    );
    expect(await screen.findByTestId('product-not-found')).toBeInTheDocument();
  });
});
