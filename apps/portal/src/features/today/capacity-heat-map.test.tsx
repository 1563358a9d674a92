import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CapacityAhead } from '@changdee/contract/ops-dashboard';
import { i18n, initI18n } from '../../lib/i18n';
import { HeatTable } from './capacity-heat-map';

// The capacity ahead is a real table (headers for days and teams), each cell's fullness said in
// words beside its colour, and a cell opens the board at that team, date and page of teams
// (docs/decisions/075).

initI18n('en');

const slotUse = (capacity: number, used: number) => ({ capacity, used, free: capacity - used });
const data: CapacityAhead = {
  from: '2031-06-10',
  to: '2031-06-11',
  total_teams: 51,
  teams: [
    {
      contractor_id: '00000000-0000-4000-8000-000000000001',
      code: 'CT-BKK-COOL',
      name: { th: 'ทีมเย็นฉ่ำ', en: 'Cool team' },
      active: true,
      days: [
        { date: '2031-06-10', off: false, slots: { '1': slotUse(3, 3), '2': slotUse(2, 2) } },
        { date: '2031-06-11', off: true, slots: { '1': slotUse(3, 0), '2': slotUse(2, 0) } },
      ],
    },
  ],
};

describe('the capacity ahead', () => {
  it('is a table of days by teams whose cells say the use and open the board there', () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <HeatTable data={data} page={1} /> }],
      {
        initialEntries: ['/en/today'],
      },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Team', 'Tue 10 Jun 2031', 'Wed 11 Jun 2031']);
    expect(within(table).getByRole('rowheader').textContent).toBe('Cool teamCT-BKK-COOL');
    const cells = screen.getAllByTestId('heat-cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Morning 3/3Afternoon 2/2Full',
      'Morning 0/3Afternoon 0/2Day off',
    ]);
    const link = within(cells[1]!).getByRole('link');
    expect(link.getAttribute('href')).toBe('/en/dispatch?date=2031-06-11&team=CT-BKK-COOL&page=1');
    expect(link.getAttribute('aria-label')).toBe(
      'Open the dispatch board at Cool team on 11 June 2031: Morning 0/3, Afternoon 0/2, Day off',
    );
  });
});
