import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import { IDEMPOTENCY_KEY_HEADER, orderPaths } from '@changdee/contract/orders';
import { paymentPaths } from '@changdee/contract/payments';
import { i18n, initI18n } from '../../../lib/i18n';
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
    payment: { refund_due: 300 },
    allowed_actions: allowed,
  }) as OpsOrderDetail;

let sent: Array<{ url: string; body: unknown; key: string | null }>;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        body: JSON.parse(String(init.body)),
        key: new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER),
      });
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
        key: null,
      },
    ]);
    expect((within(form).getByLabelText(words.cancel.reason) as HTMLTextAreaElement).value).toBe(
      'Customer moved away',
    );
  });

  it('completes from the office with why the customer did not sign; a refusal keeps it', async () => {
    const user = userEvent.setup();
    renderActions(order(['read', 'complete']));
    await user.click(screen.getByRole('button', { name: words.action.complete }));
    const form = screen.getByTestId('complete-form');
    await user.selectOptions(
      within(form).getByLabelText(en.day.signOff.reason),
      en.day.signOff.reasons.other,
    );
    await user.type(within(form).getByLabelText(en.day.signOff.note), 'Phone broke on site');
    await user.click(within(form).getByRole('button', { name: words.complete.confirm }));
    await waitFor(() => expect(screen.queryByTestId('action-error')).not.toBeNull());
    expect(sent.map((request) => request.body)).toEqual([
      {
        cartOrderNo: 'CO310610123456',
        status: 'completed',
        sign_off: { kind: 'absent', reason: 'other', note: 'Phone broke on site' },
      },
    ]);
    expect((within(form).getByLabelText(en.day.signOff.note) as HTMLTextAreaElement).value).toBe(
      'Phone broke on site',
    );
  });

  it('records a refund of what is due, with one key for the form however often it is sent', async () => {
    const user = userEvent.setup();
    renderActions(order(['read', 'refund']));
    await user.click(screen.getByRole('button', { name: words.action.refund }));
    const form = screen.getByTestId('refund-form');
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field(en.payments.amount).value).toBe('300');
    const save = within(form).getByTestId('refund-save');
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(field(en.payments.reason), 'Paid twice');
    await user.type(field(en.payments.reference), 'KBANK-1');
    await user.click(save);
    await waitFor(() => expect(within(form).queryByTestId('refund-error')).not.toBeNull());
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(2));
    const url = paymentPaths.refund.replace(':cartOrderNo', 'CO310610123456');
    const body = { amount: 300, reason: 'Paid twice', reference: 'KBANK-1' };
    expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
      { url, body },
      { url, body },
    ]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(field(en.payments.reference).value).toBe('KBANK-1');
  });
});
