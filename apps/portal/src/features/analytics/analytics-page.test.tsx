import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesData } from '@changdee/contract/analytics';
import { salesFigures } from '@changdee/domain/sales-figures';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import th from '../../i18n/th.json';
import AnalyticsPage from './analytics-page';
import { chartSeries, formatFigure, periodText } from './sales-figures-view';

// The sales figures page (issue 32 item 3, decision 076): the chart's points and the table's cells
// are the answer's numbers; periods in Buddhist-era dates in Thai; what the URL asks is what the
// API is asked; a span the contract refuses is said in words before anything is asked.

initI18n('en');
const words = en.analytics;
const BANG_NA = '11111111-1111-4111-8111-111111111111';
const RANGSIT = '22222222-2222-4222-8222-222222222222';

const counted = (orders: number, booked: number, completed = 0, onTime = 0) => ({
  orders,
  booked,
  promotion_cost: 0,
  coupon_cost: 50,
  received: booked,
  refunded: 0,
  cancelled: 0,
  completed,
  on_time: onTime,
  first_visit: completed,
  ratings: completed,
  rating_stars: completed * 5,
});

const DATA: SalesData = {
  from: '2026-11-01',
  to: '2026-11-30',
  grain: 'week',
  by: 'store',
  rows: [
    {
      period: '2026-11-02',
      key: BANG_NA,
      label: { th: 'บางนา', en: 'Bang Na' },
      others: 0,
      ...salesFigures(counted(3, 4500, 2, 1)),
    },
    {
      period: '2026-11-02',
      key: RANGSIT,
      label: { th: 'รังสิต', en: 'Rangsit' },
      others: 0,
      ...salesFigures(counted(1, 1200)),
    },
    {
      period: '2026-11-09',
      key: BANG_NA,
      label: { th: 'บางนา', en: 'Bang Na' },
      others: 0,
      ...salesFigures(counted(2, 3000, 1, 1)),
    },
  ],
  totals: salesFigures(counted(6, 8700, 3, 2)),
  cancellations: [{ reason: 'ลูกค้าย้ายบ้าน', cancelled: 2 }],
};

const tTh = (key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT('th')(key, options) as string;

describe('the chart’s series', () => {
  it('are the answer’s numbers, a place without a row in a period at 0, in Thai dates', () => {
    const series = chartSeries(DATA, 'orders', 'th', tTh);
    expect(series.labels).toEqual([`สัปดาห์ของวันที่ 02 พ.ย. 2569`, `สัปดาห์ของวันที่ 09 พ.ย. 2569`]);
    expect(series.datasets).toEqual([
      { key: BANG_NA, label: 'บางนา', values: [3, 2] },
      { key: RANGSIT, label: 'รังสิต', values: [1, 0] },
    ]);
    // A rate of nothing counted stays empty rather than 0 per cent.
    expect(chartSeries(DATA, 'on_time_rate', 'th', tTh).datasets[1]!.values).toEqual([null, null]);
    expect(th.analytics.weekOf).toBe('สัปดาห์ของวันที่ {{date}}');
  });

  it('name periods and figures in each language', () => {
    const tEn = (key: string, options?: Record<string, unknown>) =>
      i18n.getFixedT('en')(key, options) as string;
    expect(periodText('2026-11-01', 'month', 'th', tTh)).toBe('พฤศจิกายน 2569');
    expect(periodText('2026-11-01', 'month', 'en', tEn)).toBe('November 2026');
    expect(periodText('2026-11-02', 'day', 'th', tTh)).toBe('02 พ.ย. 2569');
    expect(formatFigure('booked', 4500, 'th')).toBe('4,500\u00a0บาท');
    expect(formatFigure('booked', 4500, 'en')).toBe('฿4,500');
    expect(formatFigure('on_time_rate', 50, 'en')).toBe('50%');
    expect(formatFigure('average_order_value', null, 'en')).toBe('–');
  });
});

let asked: URLSearchParams[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://x').searchParams);
      return new Response(JSON.stringify({ message: 'success', data: DATA }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(start: string) {
  const router = createMemoryRouter([{ path: '/en/analytics', element: <AnalyticsPage /> }], {
    initialEntries: [start],
  });
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

describe('the sales figures page', () => {
  it('asks what its URL says and tables every figure the chart draws', async () => {
    renderPage('/en/analytics?from=2026-11-01&to=2026-11-30&grain=week&by=store&figure=booked');
    await userEvent.click(await screen.findByTestId('analytics-show-table'));
    expect(Object.fromEntries(asked[0]!)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      grain: 'week',
      by: 'store',
    });
    const table = screen.getByTestId('analytics-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual([
      words.period,
      words.dimensions.store,
      words.figures.orders,
      words.figures.booked,
    ]);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );
    const chart = chartSeries(DATA, 'booked', 'en', (key, options) => i18n.t(key, options));
    expect(cells).toEqual([
      [
        'Week of 02 Nov 2026',
        'Bang Na',
        '3',
        formatFigure('booked', chart.datasets[0]!.values[0]!, 'en'),
      ],
      [
        'Week of 02 Nov 2026',
        'Rangsit',
        '1',
        formatFigure('booked', chart.datasets[1]!.values[0]!, 'en'),
      ],
      [
        'Week of 09 Nov 2026',
        'Bang Na',
        '2',
        formatFigure('booked', chart.datasets[0]!.values[1]!, 'en'),
      ],
    ]);
    expect(cells.map((row) => row[3])).toEqual(['฿4,500', '฿1,200', '฿3,000']);
    expect(
      screen.getByTestId('analytics-totals').querySelector('[data-figure="orders"]')!.textContent,
    ).toBe('6');
    expect(within(screen.getByTestId('analytics-reasons')).getByText('ลูกค้าย้ายบ้าน')).toBeTruthy();
    expect(screen.getByText(words.updatesNote)).toBeTruthy();
  });

  it('says a backwards span in words and asks nothing more', async () => {
    renderPage('/en/analytics?from=2026-11-01&to=2026-11-30');
    await screen.findByTestId('analytics-show-table');
    const to = screen.getByLabelText(words.to);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    await userEvent.click(screen.getByTestId('analytics-apply'));
    expect(screen.getByRole('alert').textContent).toBe(words.invalid.range);
    expect(asked).toHaveLength(1);
  });
});
