import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BoardJob } from '@changdee/contract/dispatch';
import type { OrderStatus } from '@changdee/domain/order-status';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import { BoardJobCard } from './job-card';

// "Move…" only where a move is allowed (issue 28 item 6): an ended job offered it and the server
// then refused it with a useless "try again".

initI18n('en');

const job = (status: OrderStatus): BoardJob => ({
  cartOrderNo: 'CO310610123456',
  date: '2031-06-10',
  time: '1',
  service: { th: 'ล้างแอร์', en: 'AC cleaning' },
  more_services: 0,
  sub_district: {
    code: '100101',
    name: { th: 'พระบรมมหาราชวัง', en: 'Phra Borom Maha Ratchawang' },
  },
  status,
  payment_state: 'paid',
  contractor_id: null,
  problem: null,
});

function renderCard(status: OrderStatus) {
  const onMove = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <BoardJobCard job={job(status)} onMove={onMove} /> }],
    { initialEntries: ['/en/dispatch'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return onMove;
}

describe('a job on the board', () => {
  it.each(['contractor_assigned', 'on_the_way'] as const)(
    'offers a move while %s: the button, Enter and dragging',
    (status) => {
      const onMove = renderCard(status);
      const card = screen.getByTestId('board-job');
      expect(card.getAttribute('draggable')).toBe('true');
      fireEvent.keyDown(card, { key: 'Enter' });
      fireEvent.click(screen.getByRole('button', { name: en.dispatch.move }));
      expect(onMove).toHaveBeenCalledTimes(2);
    },
  );

  it.each(['in_progress', 'completed', 'cancelled'] as const)('offers none once %s', (status) => {
    const onMove = renderCard(status);
    const card = screen.getByTestId('board-job');
    expect(screen.queryByRole('button', { name: en.dispatch.move })).toBeNull();
    expect(card.getAttribute('draggable')).toBe('false');
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onMove).not.toHaveBeenCalled();
  });
});
