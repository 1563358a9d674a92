import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  QuotationDetail,
  QuotationFollowUps,
  QuotationList,
} from '@changdee/contract/quotations-admin';
import { i18n, initI18n } from '../../lib/i18n';
import { QuotationFollowUpsPanel } from '../dispatch/quotation-follow-ups';
import QuotationPage from './quotation-page';
import QuotationsPage from './quotations-page';

// The quotations pages (issue 31 item 8, decision 082): what the URL asks is what the API is
// asked; the conversion, the value and each state, decision and channel are said in the reader's
// words (Thai and English), never a key; a quotation's page links its survey order; the board's
// follow-ups open the list filtered to what they count.

initI18n('en');
const BANG_NA = '11111111-1111-4111-8111-111111111111';
const TEAM = '33333333-3333-4333-8333-333333333333';
const DECISION = '44444444-4444-4444-8444-444444444444';

const LIST: QuotationList = {
  items: [
    {
      number: 'QT261129000001',
      order_no: 'CO261129A00001',
      state: 'approved',
      version: 2,
      customer_name: 'มานี มีนา',
      store: { id: BANG_NA, name: { th: 'บางนา', en: 'Bang Na' } },
      team: { id: TEAM, name: { th: 'ทีมแอร์เย็น', en: 'Cool Air team' } },
      payable_satang: 120_050,
      created_at: '2026-11-02T03:00:00.000Z',
      sent_at: '2026-11-03T03:00:00.000Z',
      valid_until: '2026-11-17',
      installation_order_no: null,
      change_requested: false,
    },
    {
      number: 'QT261129000002',
      order_no: 'CO261129A00002',
      state: 'sent',
      version: 1,
      customer_name: 'สมชาย ใจดี',
      store: { id: BANG_NA, name: { th: 'บางนา', en: 'Bang Na' } },
      team: null,
      payable_satang: 45_000,
      created_at: '2026-11-01T03:00:00.000Z',
      sent_at: null,
      valid_until: null,
      installation_order_no: null,
      change_requested: true,
    },
  ],
  total: 27,
  limit: 25,
  offset: 0,
  summary: {
    sent: 9,
    approved: 3,
    conversion_percent: 33.3,
    approved_value_satang: 241_082,
    change_requests: 1,
  },
  choices: {
    stores: [{ id: BANG_NA, name: { th: 'บางนา', en: 'Bang Na' } }],
    teams: [{ id: TEAM, name: { th: 'ทีมแอร์เย็น', en: 'Cool Air team' } }],
  },
};

const line = (position: number, amount: number, optional = false) => ({
  position,
  kind: 'service' as const,
  product_id: '55555555-5555-4555-8555-555555555555',
  add_on_id: null,
  name: { th: `ติดตั้งแอร์ ${position + 1}`, en: `Air conditioner ${position + 1}` },
  unit: { th: 'เครื่อง', en: 'unit' },
  add_on_unit: null,
  qty: 1,
  unit_price_satang: amount,
  price_satang: amount,
  promotion_discount_satang: 0,
  amount_satang: amount,
  vat_applies: true,
  optional,
});

const DETAIL: QuotationDetail = {
  ...LIST.items[0]!,
  sent_version: 2,
  versions: [2, 1].map((version) => ({
    version,
    note: version === 2 ? 'เพิ่มขายึด' : '',
    valid_days: 14,
    photo_ids: [],
    lines: version === 2 ? [line(0, 120_050), line(1, 9_999, true)] : [line(0, 50_000)],
    totals: {
      subtotal_satang: version === 2 ? 120_050 : 50_000,
      promotion_discount_satang: 0,
      payable_satang: version === 2 ? 120_050 : 50_000,
      vat_satang: version === 2 ? 7_854 : 3_271,
      vat_free_satang: 0,
      optional_satang: version === 2 ? 9_999 : 0,
    },
    created_at: '2026-11-02T03:00:00.000Z',
    created_by: 'ช่างสมชาย',
  })),
  history: [
    { at: '2026-11-02T03:00:00.000Z', version: 1, from: null, to: 'draft', by: 'ช่างสมชาย' },
    { at: '2026-11-03T03:00:00.000Z', version: 2, from: 'sent', to: 'approved', by: null },
  ],
  decisions: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      version: 1,
      kind: 'change_requested',
      channel: 'customer_page',
      at: '2026-11-02T05:00:00.000Z',
      signer_name: null,
      signed_at: null,
      device: null,
      text: 'ขอเพิ่มขายึด',
      recorded_by: null,
      chosen_positions: [],
      payable_satang: null,
      signature_url: null,
    },
    {
      id: DECISION,
      version: 2,
      kind: 'approved',
      channel: 'counter',
      at: '2026-11-03T03:00:00.000Z',
      signer_name: 'สมหญิง ใจดี',
      signed_at: '2026-11-03T03:00:00.000Z',
      device: 'Mozilla/5.0 (iPhone)',
      text: null,
      recorded_by: 'พนักงานขาย บางนา',
      chosen_positions: [1],
      payable_satang: 130_049,
      signature_url: `/ops/v1/quotations/QT261129000001/decisions/${DECISION}/signature.png`,
    },
  ],
};

const FOLLOW_UPS: QuotationFollowUps = {
  expiring: {
    count: 3,
    items: [
      {
        number: 'QT261129000003',
        order_no: 'CO261129A00003',
        customer_name: 'สมศรี',
        team: null,
        valid_until: '2026-12-01',
        answered_at: null,
      },
    ],
  },
  change_requested: { count: 0, items: [] },
  declined: { count: 0, items: [] },
};

let asked: URL[];
beforeEach(() => {
  asked = [];
  Object.assign(URL, { createObjectURL: () => 'blob:signature', revokeObjectURL() {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      asked.push(url);
      if (url.pathname.endsWith('.png'))
        return new Response(new Blob(['png']), { headers: { 'content-type': 'image/png' } });
      const data = url.pathname.endsWith('/follow-ups')
        ? FOLLOW_UPS
        : url.pathname.endsWith('/quotations')
          ? LIST
          : DETAIL;
      return new Response(JSON.stringify({ message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function renderAt(start: string, path: string, element: ReactElement) {
  await i18n.changeLanguage(start.startsWith('/en') ? 'en' : 'th');
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: null },
    ],
    { initialEntries: [start] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const noKeysShown = () => {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/quotations\.|dispatch\.|detail\.|followUp\.|summary\./);
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the quotations list', () => {
  it('asks what its URL says and says the figures and states in English', async () => {
    await renderAt(
      `/en/quotations?state=approved&dates=sent&from=2026-11-01&to=2026-11-30&store=${BANG_NA}`,
      '/en/quotations',
      <QuotationsPage />,
    );
    const table = await screen.findByTestId('quotations-table');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      state: 'approved',
      store: BANG_NA,
      dates: 'sent',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '25',
      offset: '0',
    });
    expect(screen.getByTestId('quotations-conversion').textContent).toBe('33.3%');
    expect(screen.getByTestId('quotations-conversion-rule').textContent).toBe(
      'Of the 9 quotations sent to customers in these dates and places, 3 were approved. A quotation counts once however often it was sent; one still waiting counts as not approved yet.',
    );
    expect(screen.getByTestId('quotations-value').textContent).toBe('฿2,410.82');
    expect(screen.getByTestId('quotations-change-requests').textContent).toBe('1');
    expect(screen.getByTestId('quotations-count').textContent).toBe('Quotations 1–2 of 27');
    expect(cellsOf(table)).toEqual([
      [
        'QT261129000001',
        'มานี มีนา',
        'Approved',
        'Bang Na',
        'Cool Air team',
        '฿1,200.50',
        '02 Nov 2026',
        '03 Nov 2026',
        '17 Nov 2026',
      ],
      [
        'QT261129000002',
        'สมชาย ใจดี',
        'SentChange requested',
        'Bang Na',
        'No team',
        '฿450.00',
        '01 Nov 2026',
        'Not sent',
        '–',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'QT261129000001' }).getAttribute('href')).toBe(
      '/en/quotations/QT261129000001',
    );
    noKeysShown();
  });

  it('says the same in Thai, Buddhist years and baht', async () => {
    await renderAt('/quotations', '/quotations', <QuotationsPage />);
    const table = await screen.findByTestId('quotations-table');
    expect(screen.getByTestId('quotations-conversion-rule').textContent).toBe(
      'จากใบเสนอราคาที่ส่งให้ลูกค้า 9 ใบในช่วงวันที่และร้านค้าที่เลือก ลูกค้าอนุมัติ 3 ใบ ใบหนึ่งนับครั้งเดียวไม่ว่าจะส่งกี่ครั้ง ใบที่ยังรอคำตอบนับเป็นยังไม่อนุมัติ',
    );
    expect(screen.getByTestId('quotations-value').textContent).toBe('2,410.82\u00a0บาท');
    expect(cellsOf(table)[0]!.slice(2, 7)).toEqual([
      'อนุมัติแล้ว',
      'บางนา',
      'ทีมแอร์เย็น',
      '1,200.50\u00a0บาท',
      '02 พ.ย. 2569',
    ]);
    const state = screen.getByLabelText('สถานะ');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ทั้งหมด', 'ฉบับร่าง', 'ส่งแล้ว', 'อนุมัติแล้ว', 'ถูกปฏิเสธ', 'หมดอายุ']);
    noKeysShown();
  });

  it('filters, pages and opens the change requests through the URL', async () => {
    const router = await renderAt('/en/quotations', '/en/quotations', <QuotationsPage />);
    await screen.findByTestId('quotations-table');
    await userEvent.selectOptions(screen.getByLabelText('Team'), TEAM);
    await userEvent.click(screen.getByTestId('quotations-apply'));
    expect(router.state.location.search).toBe(`?team=${TEAM}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe(`?team=${TEAM}&offset=25`);
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    expect(router.state.location.search).toBe(`?team=${TEAM}&follow_up=change_requested`);
  });

  it('says a backwards range in words and asks nothing more', async () => {
    await renderAt('/en/quotations', '/en/quotations', <QuotationsPage />);
    await screen.findByTestId('quotations-table');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByTestId('quotations-apply'));
    expect(screen.getByRole('alert').textContent).toBe('The last day cannot be before the first.');
    expect(asked).toHaveLength(1);
  });
});

describe('a quotation’s page', () => {
  it('shows its decisions, history and versions in words, and links its survey order', async () => {
    await renderAt('/en/quotations/QT261129000001', '/en/quotations/:number', <QuotationPage />);
    await screen.findByTestId('quotation-history');
    expect(asked[0]!.pathname).toBe('/ops/v1/quotations/QT261129000001');
    expect(
      within(screen.getByTestId('quotation-survey-link')).getByRole('link').getAttribute('href'),
    ).toBe('/en/orders/CO261129A00001');
    const [asking, approval] = screen.getAllByTestId('quotation-decision');
    expect(asking!.textContent).toBe(
      'Change requested · version 1Answered 02 Nov 2026 12:00, On the customer’s pageAsked for: ขอเพิ่มขายึด',
    );
    expect(approval!.textContent).toContain('Approved · version 2');
    expect(approval!.textContent).toContain('At the store’s counter');
    expect(approval!.textContent).toContain('Recorded at the counter by พนักงานขาย บางนา');
    expect(approval!.textContent).toContain('Signed by สมหญิง ใจดี on 03 Nov 2026 10:00');
    expect(within(approval!).getByTestId('quotation-decision-payable').textContent).toBe(
      'To pay with the items ticked: ฿1,300.49',
    );
    const signature = await within(approval!).findByRole('img');
    expect(signature.getAttribute('alt')).toBe('Signature of สมหญิง ใจดี');
    expect(
      within(screen.getByTestId('quotation-history'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '02 Nov 2026 10:00 · Made as Draft (version 1) · by ช่างสมชาย',
      '03 Nov 2026 10:00 · Sent → Approved (version 2) · by the system',
    ]);
    const versions = screen.getAllByTestId('quotation-version');
    expect(versions.map((version) => version.querySelector('summary')!.textContent)).toEqual([
      'Version 2 (latest, the one sent)',
      'Version 1',
    ]);
    expect(versions.map((version) => (version as HTMLDetailsElement).open)).toEqual([true, false]);
    expect(cellsOf(within(versions[0]!).getByRole('region'))).toEqual([
      ['Air conditioner 1', '1 unit', '฿1,200.50', '฿0.00', '฿1,200.50'],
      ['Air conditioner 2Optional', '1 unit', '฿99.99', '฿0.00', '฿99.99'],
    ]);
    noKeysShown();
  });

  it('reads in Thai', async () => {
    await renderAt('/quotations/QT261129000001', '/quotations/:number', <QuotationPage />);
    const [, approval] = await screen.findAllByTestId('quotation-decision');
    expect(approval!.textContent).toContain('อนุมัติ · ฉบับที่ 2');
    expect(approval!.textContent).toContain('ที่เคาน์เตอร์ร้านค้า');
    expect(screen.getByTestId('quotation-history').textContent).toContain(
      'ส่งแล้ว → อนุมัติแล้ว (ฉบับที่ 2) · โดยระบบ',
    );
    noKeysShown();
  });
});

describe('the board’s quotation follow-ups', () => {
  it('count each group and open the list filtered to it', async () => {
    await renderAt('/en/dispatch', '/en/dispatch', <QuotationFollowUpsPanel />);
    const groups = await screen.findAllByTestId('follow-up-group');
    expect(
      groups.map((group) => [
        group.querySelector('h3')!.textContent,
        within(group)
          .queryAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ]),
    ).toEqual([
      [
        'Ending within 3 days 3',
        [
          ['QT261129000003', '/en/quotations/QT261129000003'],
          ['and 2 more · See all in the quotations list', '/en/quotations?follow_up=expiring'],
        ],
      ],
      ['Change requested 0', []],
      ['Declined in the last 7 days 0', []],
    ]);
    expect(groups[0]!.textContent).toContain('valid until 01 Dec 2026');
    noKeysShown();
  });
});
