import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { orderPaths } from '@changdee/contract/orders';
import { i18n, initI18n } from '../../../app/i18n';
import en from '../../../i18n/en.json';
import { OrderActions } from './order-actions';

// The actions of an order's page: only what allowed_actions names, and a refusal that keeps what
// was typed and says why in the page's language (the server's words, here a stand-in's answer).

initI18n('en');
const words = en.orders;

const order = (allowed: OpsOrderDetail['allowed_actions']) =>
  ({
    cartOrderNo: 'CO310610123456',
    total_payable: 500,
    allowed_actions: allowed,
  }) as OpsOrderDetail;

let sent: Array<{ url: string; body: unknown }>;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(
        JSON.stringify({
          message: 'This order can no longer move from completed to cancelled',
          code: 'ORDER_STATUS_NOT_ALLOWED',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderActions(detail: OpsOrderDetail) {
  const router = createMemoryRouter([{ path: '*', element: <OrderActions order={detail} /> }], {
    initialEntries: ['/en/orders/CO310610123456'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('an order’s actions', () => {
  it('offers only what the policy allows the reader now', () => {
    renderActions(order(['read', 'schedule', 'cancel']));
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([words.action.schedule, words.action.cancel]);
  });

  it('says there is nothing to do when only reading is allowed', () => {
    renderActions(order(['read']));
    expect(screen.getByText(words.detail.noActions).textContent).toBe(words.detail.noActions);
  });

  it('sends the reason to cancel; a refusal keeps it and says why', async () => {
    const user = userEvent.setup();
    renderActions(order(['read', 'cancel']));
    await user.click(screen.getByRole('button', { name: words.action.cancel }));
    const form = screen.getByTestId('cancel-form');
    await user.type(within(form).getByLabelText(words.cancel.reason), 'Customer moved away');
    await user.click(within(form).getByRole('button', { name: words.cancel.confirm }));
    await waitFor(() => expect(screen.queryByTestId('action-error')).not.toBeNull());
    expect(sent).toEqual([
      {
        url: orderPaths.updateStatus,
        body: { cartOrderNo: 'CO310610123456', status: 'cancelled', reason: 'Customer moved away' },
      },
    ]);
    expect((within(form).getByLabelText(words.cancel.reason) as HTMLTextAreaElement).value).toBe(
      'Customer moved away',
    );
  });
});
