import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderMessage } from '@changdee/contract/messages';
import { i18n, initI18n } from '../../../lib/i18n';
import en from '../../../i18n/en.json';
import { OrderMessages } from './order-messages';

// The order page's customer messages (docs/decisions/045): each with its event, channel, state,
// tries and last error; "send again" only on a sent or dead one, posted to the resend route.

initI18n('en');
const words = en.orders.messages;

const message = (over: Partial<OrderMessage>): OrderMessage => ({
  id: '11111111-1111-4111-8111-111111111111',
  event: 'placed',
  channel: 'sms',
  template: 'placed',
  language: 'th',
  recipient: '0891234567',
  body: 'ช่างดีรับงาน CO310610123456 นัด 20 มิ.ย. 2574 09.00-12.00 https://x/t/abc',
  state: 'sent',
  tries: 1,
  last_error: null,
  provider_id: 'sms-1',
  delivery_status: null,
  created_at: '2031-06-10T05:00:00.000Z',
  sent_at: '2031-06-10T05:00:01.000Z',
  can_resend: true,
  ...over,
});

let calls: Array<{ url: string; method: string }>;
let listed: OrderMessage[];

beforeEach(() => {
  calls = [];
  listed = [
    message({}),
    message({
      id: '22222222-2222-4222-8222-222222222222',
      channel: 'line',
      state: 'dead',
      tries: 6,
      last_error: 'HTTP 503: temporarily unavailable',
    }),
    message({
      id: '33333333-3333-4333-8333-333333333333',
      channel: 'log',
      state: 'failed',
      tries: 2,
      last_error: 'HTTP 500',
      can_resend: false,
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' });
      const data = url.endsWith('/resend')
        ? { ...listed[1]!, state: 'queued', can_resend: false }
        : { cartOrderNo: 'CO310610123456', messages: listed };
      return new Response(JSON.stringify({ message: 'success', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderMessages', () => {
  it('lists every message and sends a dead one again', async () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <OrderMessages no="CO310610123456" /> }],
      { initialEntries: ['/en/orders/CO310610123456'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const items = await screen.findAllByTestId('order-message');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(words.event.placed)).toBeTruthy();
    expect(within(items[0]!).getByText(words.channel.sms)).toBeTruthy();
    expect(within(items[1]!).getByTestId('message-state').textContent).toBe(words.state.dead);
    expect(within(items[1]!).getByTestId('message-error').textContent).toContain('HTTP 503');
    expect(within(items[1]!).getByText(/6 tries/)).toBeTruthy();
    // A failed message is still being retried: no "send again".
    expect(within(items[2]!).queryByTestId('message-resend')).toBeNull();

    await userEvent.click(within(items[1]!).getByTestId('message-resend'));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/ops/v1/orders/CO310610123456/messages/22222222-2222-4222-8222-222222222222/resend',
        method: 'POST',
      }),
    );
    // The list is read again after the resend.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
