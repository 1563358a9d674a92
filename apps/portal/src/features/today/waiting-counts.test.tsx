import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OperatorDay } from '@changdee/contract/ops-dashboard';
import { ORDER_STATUSES } from '@changdee/domain/order-status';
import { i18n, initI18n } from '../../lib/i18n';
import { DayJobs } from './day-jobs';
import { WaitingCounts } from './waiting-counts';

// Every number of the operator's day opens the orders list filtered to what it counts
// (docs/decisions/075), in the reader's language.

initI18n('en');

const day: OperatorDay = {
  as_of: '2031-06-10T05:00:00.000Z',
  jobs: ['2031-06-10', '2031-06-11'].map((date) => ({
    date,
    total: 3,
    by_status: ORDER_STATUSES.map((status) => ({ status, count: status === 'paid' ? 3 : 0 })),
  })),
  late: { count: 2, jobs: [] },
  problems: 1,
  requests: 0,
  refunds_due: { count: 1, total: 12345 },
  slips_waiting: 4,
  messages_failed: 5,
  ratings_to_follow_up: 6,
};

function renderIn(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/en/today'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the operator’s day', () => {
  it('links each waiting number to exactly the orders it counts, the refunds with their sum', () => {
    renderIn(<WaitingCounts day={day} />);
    const tiles = {
      late: ['2', '/en/orders?attention=late'],
      problem: ['1', '/en/orders?attention=problem'],
      request: ['0', '/en/orders?attention=request'],
      refund: ['1', '/en/orders?payment=refund_due'],
      slip: ['4', '/en/orders?attention=slip'],
      message: ['5', '/en/orders?attention=message'],
      rating: ['6', '/en/orders?attention=rating'],
    };
    for (const [kind, [count, href]] of Object.entries(tiles)) {
      const tile = screen.getByTestId(`today-count-${kind}`);
      expect(tile.getAttribute('href'), kind).toBe(href);
      expect(within(tile).getByTestId('count').textContent, kind).toBe(count);
    }
    expect(screen.getByTestId('today-count-late').textContent).toBe('Late jobs22 orders');
    expect(screen.getByTestId('today-count-refund').textContent).toBe('Refunds due1฿12,345 in all');
  });

  it('links each status of a day to the orders booked that day in that status', () => {
    renderIn(<DayJobs jobs={day.jobs[1]!} heading="jobsTomorrow" />);
    expect(screen.getByRole('heading').textContent).toBe('Tomorrow’s jobs · 11 June 2031');
    const paid = screen.getByTestId('day-jobs-paid');
    expect(paid.getAttribute('href')).toBe(
      '/en/orders?status=paid&booked_from=2031-06-11&booked_to=2031-06-11',
    );
    expect(paid.textContent).toBe('Paid3');
  });
});
