import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingSlip } from '@changdee/contract/payment-slips';
import en from '../../i18n/en.json';
import { Providers } from '../admin/test-wrapper';
import { SlipVerification, satangOf } from './slip-verification';

// The Payments page's bank transfer slips (decision 069): the slip beside the order's total, what
// the operator types sent as the contract says (satang, Bangkok time, a bank of the list), and a
// rejection's reason.

const words = en.payments.slips;
const slip: WaitingSlip = {
  id: '33333333-3333-4333-8333-333333333333',
  cartOrderNo: 'CO310610000007',
  state: 'waiting',
  content_type: 'image/webp',
  url: '/b2b/v2/carts/CO310610000007/payment-slips/33333333-3333-4333-8333-333333333333',
  attached_at: '2031-06-10T03:00:00.000Z',
  attached_by: 'store',
  verification: null,
  reject_reason: null,
  decided_at: null,
  total_payable: 1250,
  store: { _id: '44444444-4444-4444-8444-444444444444', name: { th: 'บางนา', en: 'Bang Na' } },
};

let sent: Array<{ url: string; body: unknown }>;

const json = (body: unknown) =>
  new Response(JSON.stringify({ message: 'success', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('/payment-slips/')) return new Response(new Blob(['x']), { status: 200 });
      if ((init.method ?? 'GET') === 'GET') return json({ slips: [slip] });
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return json({ ...slip, state: url.endsWith('confirm') ? 'confirmed' : 'rejected' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('satangOf', () => {
  it('reads baht with satang exactly, commas allowed', () => {
    expect(satangOf('1,250.50')).toBe(125_050);
    expect(satangOf('1250.5')).toBe(125_050);
    expect(satangOf('1250')).toBe(125_000);
    expect(satangOf('12.345')).toBeNull();
    expect(satangOf('abc')).toBeNull();
  });
});

describe('the slips to verify', { timeout: 30_000 }, () => {
  it('shows the slip beside the order’s total and sends what the operator read', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <SlipVerification />
      </Providers>,
    );
    const card = await screen.findByTestId(`slip-${slip.cartOrderNo}`);
    expect(within(card).getByTestId('slip-total').textContent).toBe('Order total: ฿1,250');
    expect(await within(card).findByAltText(words.imageAlt)).toBeDefined();
    const confirm = within(card).getByRole('button', { name: words.confirm });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(card).getByLabelText(words.amount), '1,250.00');
    await user.type(within(card).getByLabelText(words.when), '2031-06-10T10:15');
    await user.selectOptions(within(card).getByLabelText(words.bank), 'KBANK');
    await user.type(within(card).getByLabelText(words.reference), 'KB-0001');
    await user.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/ops/v1/payments/slips/${slip.id}/confirm`,
      body: {
        amount_satang: 125_000,
        transferred_at: '2031-06-10T10:15:00+07:00',
        bank: 'KBANK',
        reference: 'KB-0001',
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('slips-status').textContent).toBe(
        'Order CO310610000007 is paid by bank transfer.',
      ),
    );
  });

  it('rejects with the reason the customer is told', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <SlipVerification />
      </Providers>,
    );
    const card = await screen.findByTestId(`slip-${slip.cartOrderNo}`);
    await user.type(within(card).getByLabelText(words.reason), 'The amount differs');
    await user.click(within(card).getByRole('button', { name: words.reject }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/ops/v1/payments/slips/${slip.id}/reject`,
      body: { reason: 'The amount differs' },
    });
  });
});
