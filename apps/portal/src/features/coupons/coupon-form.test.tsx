import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  couponAdminPaths,
  type CouponAdmin,
  type CouponScopeOptions,
} from '@changdee/contract/coupons-admin';
import { issueKeyMessage } from '@changdee/contract/issue-messages';
import { i18n, initI18n } from '../../lib/i18n';
import en from '../../i18n/en.json';
import { CouponForm } from './coupon-form';
import { emptyCoupon } from './coupon-values';

// The coupon form (docs/decisions/050): the contract's schema is its resolver (the server's
// words, nothing sent while it refuses), what it sends is what the schema made of the input, and
// a stale copy (409 STALE_EDIT) keeps what was typed and names what someone else changed.

initI18n('en');
const words = en.coupons;

const options: CouponScopeOptions = {
  channels: [{ code: 'RETAIL', name: { th: 'ช่างดี', en: 'Changdee' } }],
  stores: [{ code: 'BANGNA', name: { th: 'บางนา', en: 'Bang Na' }, channel_code: 'RETAIL' }],
  services: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      sku_code: 'IN-AC-9000',
      channel_code: 'RETAIL',
      name: { th: 'ติดตั้งแอร์', en: 'Air conditioner' },
      product_type: 'I',
      min_qty: 1,
    },
  ],
};

const saved = (version: number, name: string): CouponAdmin => ({
  id: '22222222-2222-4222-8222-222222222222',
  version,
  coupon: {
    ...emptyCoupon(),
    code: 'SAVE100',
    name: { th: name, en: name },
    channel_name_th: null,
    thumbnail_url: null,
    thumbnail_2x_url: null,
    error_message: { th: null, en: null },
    information: { coupon_header: { th: null, en: null }, terms_brief: { th: null, en: null } },
  } as CouponAdmin['coupon'],
  uses: 0,
  order_lines: 0,
  created_at: '2026-11-28T00:00:00.000Z',
});

let sent: Array<{ url: string; method: string; body: unknown }>;
let answer: () => Response;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(coupon: CouponAdmin | null) {
  const element = (
    <CouponForm
      saved={coupon}
      options={options}
      onSaved={() => undefined}
      onClose={() => undefined}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/en/coupons'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('coupon-form');
}

describe('the coupon form', { timeout: 30_000 }, () => {
  it('refuses with the contract’s words and sends nothing; then sends what the schema made', async () => {
    const user = userEvent.setup();
    answer = () => json(200, { message: 'success', data: saved(1, 'Summer') });
    const form = renderForm(null);
    await user.type(within(form).getByLabelText(words.field.code), 'ลด');
    await user.click(within(form).getByTestId('coupon-save'));
    await waitFor(() =>
      expect(within(form).queryByText(issueKeyMessage('issue.couponCode', 'en'))).not.toBeNull(),
    );
    expect(sent).toEqual([]);

    const code = within(form).getByLabelText(words.field.code);
    await user.clear(code);
    await user.type(code, ' save100 ');
    await user.type(within(form).getByLabelText(words.field.nameTh), 'ลดร้อน');
    await user.type(within(form).getByLabelText(words.field.nameEn), 'Summer');
    await user.type(within(form).getByLabelText(words.field.usageLimit), '1');
    await user.click(within(form).getByTestId('coupon-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: couponAdminPaths.create,
      method: 'POST',
      body: { coupon: { code: 'SAVE100', usage_limit: 1, channel_code: null, products: [] } },
    });
  });

  it('keeps what was typed on a stale copy and names the fields someone else changed', async () => {
    const user = userEvent.setup();
    const theirs = saved(2, 'Their name');
    answer = () =>
      json(409, {
        message: 'Someone else changed this record after you opened it.',
        code: 'STALE_EDIT',
        details: { version: 2, current: theirs },
      });
    const form = renderForm(saved(1, 'Summer'));
    const nameEn = within(form).getByLabelText(words.field.nameEn) as HTMLInputElement;
    await user.clear(nameEn);
    await user.type(nameEn, 'Mine');
    await user.click(within(form).getByTestId('coupon-save'));
    const conflict = await screen.findByTestId('coupon-conflict');
    expect(conflict.textContent).toContain('name');
    expect(nameEn.value).toBe('Mine');
    expect(sent[0]).toMatchObject({ method: 'PATCH', body: { expected_version: 1 } });

    // Keeping mine saves over theirs: the next save names their version.
    answer = () => json(200, { message: 'success', data: saved(3, 'Mine') });
    await user.click(within(conflict).getByRole('button', { name: words.keepMine }));
    await user.click(within(form).getByTestId('coupon-save'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      body: { expected_version: 2, coupon: { name: { en: 'Mine' } } },
    });
  });
});
