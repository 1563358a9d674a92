import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerQuotation } from '@changdee/contract/quotation-decisions';
import type { QuotationLine } from '@changdee/contract/quotations';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import {
  createOrderServer,
  TRACKING_TOKEN,
  type OrderServer,
} from '../../../test/orders/order-server';
import en from './i18n/en.json';
import th from './i18n/th.json';
import { Component as CustomerTrackingPage } from './routes/customer-tracking-page';

// A survey's quotation on the customer's page (decision 079) against the stand-in server: the
// total after a tick is the server's figure (the page adds nothing up itself), a decline is sent
// and shown, and an approved quotation shows the installation booked with a way to its own page.

// jsdom has no canvas: the pad (drawn on in the e2e walk) is its label here.
vi.mock('@changdee/ui/signature-pad', () => ({
  SignaturePad: ({ label }: { label: string }) => <p>{label}</p>,
}));

initI18n('th', { en: { orders: en }, th: { orders: th } });
configure({ asyncUtilTimeout: 10_000 });

let server: OrderServer;

const line = (over: Partial<QuotationLine>): QuotationLine => ({
  position: 0,
  kind: 'service',
  product_id: '00000000-0000-4000-8000-000000000001',
  add_on_id: null,
  name: { th: 'ติดตั้งแอร์ 9,000 BTU', en: 'Air conditioner installation, 9,000 BTU' },
  unit: { th: 'เครื่อง', en: 'unit' },
  add_on_unit: null,
  qty: 1,
  unit_price_satang: 250_000,
  price_satang: 250_000,
  promotion_discount_satang: 0,
  amount_satang: 250_000,
  vat_applies: true,
  optional: false,
  ...over,
});

const BRACKET = line({
  position: 1,
  kind: 'add_on',
  product_id: null,
  add_on_id: '00000000-0000-4000-8000-000000000002',
  name: { th: 'ขาแขวนคอยล์ร้อน', en: 'Outdoor unit wall bracket' },
  unit: null,
  add_on_unit: 'piece',
  unit_price_satang: 85_000,
  price_satang: 85_000,
  amount_satang: 85_000,
  optional: true,
});

const totals = (payable: number, vat: number, notTaken: number) => ({
  subtotal_satang: payable,
  promotion_discount_satang: 0,
  payable_satang: payable,
  vat_satang: vat,
  vat_free_satang: 0,
  optional_not_taken_satang: notTaken,
});

const quotation = (over: Partial<CustomerQuotation> = {}): CustomerQuotation => ({
  number: 'QT261129123456',
  order_no: 'BN261129000001',
  state: 'sent',
  version: 1,
  valid_until: '2026-06-14',
  note: '',
  lines: [line({}), BRACKET],
  totals: totals(250_000, 16_355, 85_000),
  decisions: [],
  installation: null,
  ...over,
});

function renderPage(path = `/t/${TRACKING_TOKEN}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/t/:token', Component: CustomerTrackingPage },
      { path: '/en/t/:token', Component: CustomerTrackingPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T03:00:00Z'));
  server = createOrderServer();
  server.tracking = { ...server.tracking, quotation: true };
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  sessionStorage.clear();
  await i18n.changeLanguage('th');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/t/{token}: the survey’s quotation (decision 079)', () => {
  it('shows the server’s total for the ticks, never one of its own', async () => {
    server.quotation = quotation();
    // The server's figure for the bracket taken (not 250,000 + 85,000 worked out by the page).
    server.quotationTotals = (chosen) =>
      chosen.includes(1) ? totals(335_000, 21_916, 0) : totals(250_000, 16_355, 85_000);
    renderPage();
    const section = await screen.findByTestId('customer-quotation');
    expect(within(section).getByTestId('quotation-payable')).toHaveTextContent('2,500.00 บาท');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'เพิ่ม ขาแขวนคอยล์ร้อน' }));
    await expect
      .poll(() => within(section).getByTestId('quotation-payable').textContent)
      .toBe('3,350.00\u00a0บาท');
    expect(within(section).getByTestId('quotation-vat')).toHaveTextContent('219.16 บาท');
    const asked = server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/quotation/price`);
    expect(asked.map((call) => call.body)).toEqual([{ version: 1, chosen: [1] }]);
    expect(within(section).getByTestId('quotation-valid-until')).toHaveTextContent(
      'ใช้ได้ถึง 14 มิถุนายน 2569',
    );
  });

  it('sends a decline with its reason and shows it declined', async () => {
    server.quotation = quotation();
    renderPage();
    const section = await screen.findByTestId('customer-quotation');
    await userEvent.click(within(section).getByText('ปฏิเสธใบเสนอราคา'));
    await userEvent.type(within(section).getByLabelText('เหตุผลที่ปฏิเสธ'), 'ราคาสูงเกินงบ');
    await userEvent.click(within(section).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(await screen.findByText('คุณปฏิเสธใบเสนอราคานี้แล้ว: ราคาสูงเกินงบ')).toBeVisible();
    expect(screen.getByTestId('quotation-state')).toHaveTextContent('ปฏิเสธแล้ว');
    const sent = server.callsTo(`/b2b/v2/public/tracking/${TRACKING_TOKEN}/quotation/decision`);
    expect(sent.map((call) => call.body)).toEqual([
      { kind: 'declined', version: 1, text: 'ราคาสูงเกินงบ' },
    ]);
  });

  it('shows an approved quotation’s installation with its date and its own page, in English', async () => {
    await i18n.changeLanguage('en');
    server.tracking = { ...server.tracking, language: 'en' };
    server.quotation = quotation({
      state: 'approved',
      decisions: [
        {
          kind: 'approved',
          channel: 'customer_page',
          version: 1,
          chosen: [1],
          signer_name: 'Somying Jaidee',
          text: null,
          at: '2026-06-01T03:00:00.000Z',
        },
      ],
      installation: {
        order_no: 'BN261201000002',
        service_date: '2026-06-09',
        time_slot: '1',
        tracking_token: 'Tk9876543210abcdefghijklmnopqrstuvwxyzABCDE',
      },
    });
    renderPage(`/en/t/${TRACKING_TOKEN}`);
    const booked = await screen.findByTestId('quotation-installation');
    expect(booked).toHaveTextContent('Installation BN261201000002 on 09 June 2026, 09:00-12:00');
    expect(
      within(booked).getByRole('link', {
        name: 'Open the installation’s page (pay, change the date)',
      }),
    ).toHaveAttribute('href', '/en/t/Tk9876543210abcdefghijklmnopqrstuvwxyzABCDE');
    expect(screen.getByText('Approved by Somying Jaidee on 01 Jun 2026 10:00.')).toBeVisible();
  });
});
