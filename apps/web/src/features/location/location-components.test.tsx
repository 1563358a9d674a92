import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { clearSession } from '../../shared/session/clear-session';
import { sessionStorageKey } from '../../shared/session/session-keys';
import { bangNaNuea, fixtureTree, siPhum } from '../../../test/location/location-fixtures';
import { OutsideAreaRibbon } from './components/outside-area-ribbon';
import { ProductServiceArea } from './components/product-service-area';
import ServiceAreaPanel from './components/service-area-panel';
import { ServiceAreaTrigger } from './components/service-area-trigger';
import en from './i18n/en.json';
import th from './i18n/th.json';
import { useLocationStore } from './lib/location-store';
import { closeServiceAreaPanel, openServiceAreaPanel } from './lib/panel-store';
import { signInClerk, STORE_ID } from '../../../test/signed-in-clerk';

// The service-area panel, the product page's block and badge and the cards' ribbon against a fake
// network (the real server answers in the e2e journey): pickers locked without an employee, one
// choice filling the others, 10 then 10 more, the combined search's empty text, the verdict with
// the support phone, the badge's date in the Buddhist year, and failures shown as unavailable.

initI18n('en', { en: { location: en }, th: { location: th } });

const PRODUCT = {
  _id: '0b5e9a5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
  product_type: 'I' as const,
  type_of_work: 'WT-AC',
  lock_days: 2,
};

interface Network {
  served: Record<string, boolean>;
  firstDate: string | null;
  fail: boolean;
  calls: string[];
}
let network: Network;

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  network.calls.push(url);
  if (url.startsWith('/api/runtime-config')) {
    return json({
      message: 'success',
      data: {
        maintenance: false,
        supportPhone: '02-026-6999',
        portalUrl: 'https://portal.example.test',
        portalLoginUrl: 'https://portal.example.test/login',
        helpCenterUrl: 'https://help.example.test',
      },
    });
  }
  if (network.fail) return json({ message: 'Something went wrong', code: 'INTERNAL_ERROR' }, 500);
  if (url === '/b2b/v2/availableContractor') {
    const body = JSON.parse(String(init?.body)) as { districts: string; work_type_id: string[] };
    return json({
      message: 'success',
      data: body.work_type_id.map((w) => ({
        type_of_work: w,
        available: network.served[body.districts] ?? false,
      })),
    });
  }
  if (url.startsWith('/b2b/v2/firstUnavailableDateByCart')) {
    const time = network.firstDate
      ? { date: network.firstDate, slots: ['1'], contractor_id: STORE_ID }
      : null;
    return json({ message: 'success', data: { availableTime: time } });
  }
  return json({ message: 'no route', code: 'ROUTE_NOT_FOUND' }, 404);
}

function renderWith(ui: ReactNode, path = '/en/product/x') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The tree as the panel's query would have read it from storage or the server.
  client.setQueryData(['location', 'tree'], fixtureTree);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** IntersectionObserver as the list's "end in view": the test decides when the end is seen. */
const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  network = {
    served: { '1047': true, '5001': false },
    firstDate: '2026-11-26',
    fail: false,
    calls: [],
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  observers.length = 0;
  useLocationStore.setState({ selectedLocation: null });
  void i18n.changeLanguage('en');
});

afterEach(() => {
  act(() => closeServiceAreaPanel());
  vi.unstubAllGlobals();
});

async function openPanel(ui: ReactNode = null, path?: string) {
  renderWith(
    <>
      {ui}
      <ServiceAreaPanel />
    </>,
    path,
  );
  act(() => openServiceAreaPanel());
  return screen.findByTestId('service-area-panel');
}

const pickerField = (panel: HTMLElement, field: string) =>
  within(within(panel).getByTestId(`location-picker-${field}`)).getByRole('button');

describe('the service-area panel', () => {
  it('keeps the pickers and the search disabled with the warning until an employee is chosen', async () => {
    signInClerk({ employee: false });
    const panel = await openPanel();
    expect(panel).toHaveAccessibleName('Check service area');
    expect(within(panel).getByTestId('service-area-employee-warning')).toHaveTextContent(
      'Please choose an employee first to check the service area.',
    );
    for (const field of ['subdistrict', 'district', 'province', 'postcode'])
      expect(pickerField(panel, field)).toBeDisabled();
    expect(within(panel).getByRole('searchbox', { name: 'Search areas' })).toBeDisabled();
  });

  it('the Thai warning is the spec’s text', async () => {
    signInClerk({ employee: false });
    await act(() => i18n.changeLanguage('th'));
    const panel = await openPanel(null, '/product/x');
    expect(within(panel).getByTestId('service-area-employee-warning')).toHaveTextContent(
      'กรุณาเลือกพนักงานก่อนทำรายการ จึงจะเช็คพื้นที่ให้บริการได้',
    );
    expect(within(panel).getByRole('heading', { name: 'เช็คพื้นที่ให้บริการ' })).toBeVisible();
  });

  it('a sub-district typed in part and picked fills district, province and postcode', async () => {
    signInClerk();
    const user = userEvent.setup();
    const panel = await openPanel(<ServiceAreaTrigger variant="header" />);
    expect(screen.getByTestId('service-area-trigger-header')).toHaveTextContent('Service area');

    await user.click(pickerField(panel, 'subdistrict'));
    await user.type(
      within(panel).getByRole('searchbox', { name: 'Search sub-districts' }),
      'นาเหนือ',
    );
    await user.click(within(panel).getByRole('button', { name: /Bang Na Nuea/ }));

    expect(useLocationStore.getState().selectedLocation).toEqual(bangNaNuea);
    expect(pickerField(panel, 'subdistrict')).toHaveAccessibleName('Sub-district Bang Na Nuea');
    expect(pickerField(panel, 'district')).toHaveAccessibleName('District Bang Na');
    expect(pickerField(panel, 'province')).toHaveAccessibleName('Province Bangkok');
    expect(pickerField(panel, 'postcode')).toHaveAccessibleName('Postcode 10260');
    // The picker closed and gave the focus back to its field.
    expect(pickerField(panel, 'subdistrict')).toHaveFocus();
    expect(screen.getByTestId('service-area-trigger-header')).toHaveTextContent('Bang Na, Bangkok');
  });

  it('lists 10, then 10 more each time the end of the list is in view', async () => {
    signInClerk();
    const user = userEvent.setup();
    useLocationStore.setState({
      selectedLocation: {
        ...bangNaNuea,
        sub_district: null,
        postcode: '',
        district: { code: '1011', name: { th: 'ลาดกระบัง', en: 'Lat Krabang' } },
        locationType: 'district',
      },
    });
    const panel = await openPanel();
    await user.click(pickerField(panel, 'subdistrict'));
    const options = () => within(panel).getAllByRole('button', { name: /^Lat Krabang \d\d/ });
    expect(options()).toHaveLength(10);
    act(() => observers.at(-1)!([{ isIntersecting: true }]));
    expect(options()).toHaveLength(20);
    act(() => observers.at(-1)!([{ isIntersecting: true }]));
    expect(options()).toHaveLength(25);
  });

  it('moves through the options with the arrow keys and closes on Escape', async () => {
    signInClerk();
    const user = userEvent.setup();
    const panel = await openPanel();
    await user.click(pickerField(panel, 'province'));
    const search = within(panel).getByRole('searchbox', { name: 'Search provinces' });
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: 'Bangkok' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: 'Chiang Mai' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(search).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('searchbox', { name: 'Search provinces' })).toBeNull();
    expect(pickerField(panel, 'province')).toHaveFocus();
    // Only the dropdown closed, not the panel.
    expect(screen.getByRole('dialog', { name: 'Check service area' })).toBeVisible();
  });

  it('the combined search says when nothing is found, and a hit fills the pickers', async () => {
    signInClerk();
    const user = userEvent.setup();
    const panel = await openPanel();
    const search = within(panel).getByRole('searchbox', { name: 'Search areas' });
    await user.type(search, 'zzz');
    expect(within(panel).getByTestId('service-area-no-results')).toHaveTextContent(
      'No service area found, please search again.',
    );
    await user.clear(search);
    await user.type(search, 'Si Phum');
    await user.click(within(panel).getByRole('button', { name: /Si Phum/ }));
    expect(useLocationStore.getState().selectedLocation).toEqual(siPhum);
    expect(search).toHaveValue('');
  });

  it('on a product page: the green box where a technician serves the area', async () => {
    signInClerk();
    useLocationStore.setState({ selectedLocation: bangNaNuea });
    const panel = await openPanel(<ProductServiceArea product={PRODUCT} />);
    expect(await within(panel).findByTestId('service-area-in')).toHaveTextContent(
      'Within the service area',
    );
  });

  it('elsewhere the out-of-area message with the support phone; a failed check says the same', async () => {
    signInClerk();
    useLocationStore.setState({ selectedLocation: siPhum });
    const panel = await openPanel(<ProductServiceArea product={PRODUCT} />);
    const out = await within(panel).findByTestId('service-area-out');
    await within(out).findByRole('link');
    expect(out).toHaveTextContent(
      'Sorry, no technician serves this area yet. Please call our Call Center: 02-026-6999',
    );
    expect(within(out).getByRole('link', { name: '02-026-6999' })).toHaveAttribute(
      'href',
      'tel:020266999',
    );

    network.fail = true;
    act(() =>
      useLocationStore.setState({
        selectedLocation: {
          ...bangNaNuea,
          district: { code: '1011', name: { th: 'ลาดกระบัง', en: 'Lat Krabang' } },
        },
      }),
    );
    await waitFor(() => expect(within(panel).getByTestId('service-area-out')).toBeVisible());
    expect(within(panel).queryByTestId('service-area-in')).toBeNull();
  });

  it('without a product open, says how to see the verdict', async () => {
    signInClerk();
    useLocationStore.setState({ selectedLocation: bangNaNuea });
    const panel = await openPanel();
    expect(
      within(panel).getByText(/Open a service to see whether a technician serves this area/),
    ).toBeVisible();
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Clear the chosen area' }));
    expect(useLocationStore.getState().selectedLocation).toBeNull();
  });
});

describe("the product page's availability badge", () => {
  it('shows nothing and asks nothing until a location is chosen', () => {
    signInClerk();
    renderWith(<ProductServiceArea product={PRODUCT} />);
    expect(screen.queryByTestId('availability-badge')).toBeNull();
    expect(network.calls.filter((c) => c.includes('firstUnavailable'))).toEqual([]);
  });

  it('green with the first date, in the Buddhist year in Thai', async () => {
    signInClerk();
    useLocationStore.setState({ selectedLocation: bangNaNuea });
    await act(() => i18n.changeLanguage('th'));
    renderWith(<ProductServiceArea product={PRODUCT} />, '/product/x');
    const badge = await screen.findByTestId('availability-badge');
    expect(badge).toHaveAttribute('data-state', 'available');
    expect(badge).toHaveTextContent('พร้อมให้บริการ');
    expect(badge).toHaveTextContent('ช่างว่างเร็วที่สุด 26 พ.ย. 2569');
    const asked = new URL(
      network.calls.find((c) => c.includes('firstUnavailable'))!,
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      product_id: PRODUCT._id,
      districts: '1047',
      work_type_id: 'WT-AC',
      job_type: 'I',
      available_time: '1',
      channel: 'changdee',
      channel_bu: 'CD-RETAIL',
      bu_store_id: 'BU-1001',
    });
  });

  it('red when no technician is free, and red when the check fails (never free)', async () => {
    signInClerk();
    useLocationStore.setState({ selectedLocation: siPhum });
    network.firstDate = null;
    renderWith(<ProductServiceArea product={PRODUCT} />);
    const badge = await screen.findByTestId('availability-badge');
    await waitFor(() => expect(badge).toHaveAttribute('data-state', 'unavailable'));
    expect(badge).toHaveTextContent('Unavailable');

    network.fail = true;
    act(() => useLocationStore.setState({ selectedLocation: bangNaNuea }));
    await waitFor(() =>
      expect(screen.getByTestId('availability-badge')).toHaveAttribute('data-state', 'unavailable'),
    );
  });
});

describe("the cards' ribbon", () => {
  it('outside the area only: served, not chosen or still checking shows none', async () => {
    signInClerk();
    const { unmount } = renderWith(<OutsideAreaRibbon product={PRODUCT} />);
    expect(screen.queryByTestId('outside-area-ribbon')).toBeNull();
    expect(network.calls).toEqual([]);
    unmount();

    useLocationStore.setState({ selectedLocation: siPhum });
    renderWith(<OutsideAreaRibbon product={PRODUCT} />);
    expect(await screen.findByTestId('outside-area-ribbon')).toHaveTextContent(
      'Outside service area',
    );
    act(() => useLocationStore.setState({ selectedLocation: bangNaNuea }));
    await waitFor(() => expect(screen.queryByTestId('outside-area-ribbon')).toBeNull());
  });

  it('a failed check shows the ribbon', async () => {
    signInClerk();
    network.fail = true;
    useLocationStore.setState({ selectedLocation: bangNaNuea });
    renderWith(<OutsideAreaRibbon product={PRODUCT} />);
    expect(await screen.findByTestId('outside-area-ribbon')).toBeVisible();
  });
});

describe('the selected location and the session', () => {
  it('is persisted under the session key and cleared on logout and a failed refresh', () => {
    for (const reason of ['logout', 'refresh-failed'] as const) {
      useLocationStore.getState().select(bangNaNuea);
      const stored = JSON.parse(localStorage.getItem(sessionStorageKey('location'))!);
      expect(stored.state.selectedLocation).toEqual(bangNaNuea);
      clearSession(reason);
      expect(useLocationStore.getState().selectedLocation).toBeNull();
      expect(localStorage.getItem(sessionStorageKey('location'))).toBeNull();
    }
  });

  it('maintenance keeps it (spec §4)', () => {
    useLocationStore.getState().select(bangNaNuea);
    clearSession('maintenance');
    expect(useLocationStore.getState().selectedLocation).toEqual(bangNaNuea);
  });

  it('comes back after a reload; a damaged stored value is dropped', async () => {
    localStorage.setItem(
      sessionStorageKey('location'),
      JSON.stringify({ state: { selectedLocation: siPhum }, version: 1 }),
    );
    await useLocationStore.persist.rehydrate();
    expect(useLocationStore.getState().selectedLocation).toEqual(siPhum);
    localStorage.setItem(
      sessionStorageKey('location'),
      JSON.stringify({ state: { selectedLocation: { postcode: '10260' } }, version: 1 }),
    );
    await useLocationStore.persist.rehydrate();
    expect(useLocationStore.getState().selectedLocation).toBeNull();
  });
});
