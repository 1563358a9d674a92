import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';
import en from '../../i18n/en.json';
import { ScopeSelects, orNull } from './scope-selects';
import { Providers } from './test-wrapper';

// A coupon's or promotion's scope: every channel or one, and only the chosen channel's stores.

const options: CouponScopeOptions = {
  channels: [
    { code: 'RETAIL', name: { th: 'รีเทล', en: 'Retail' } },
    { code: 'B2B', name: { th: 'ธุรกิจ', en: 'Business' } },
  ],
  stores: [
    { code: 'BANGNA', name: { th: 'บางนา', en: 'Bangna' }, channel_code: 'RETAIL' },
    { code: 'SILOM', name: { th: 'สีลม', en: 'Silom' }, channel_code: 'B2B' },
  ],
  services: [],
};

type Scope = { channel_code: string | null; store_code: string | null };

function Harness({ withCodes, start }: { withCodes: boolean; start: Scope }) {
  const form = useForm<Scope>({ defaultValues: start });
  const channel = useWatch({ control: form.control, name: 'channel_code' });
  return (
    <ScopeSelects
      field={(name) => `thing-${name}`}
      options={options}
      channel={channel}
      channelInput={form.register('channel_code', { setValueAs: orNull })}
      storeInput={form.register('store_code', { setValueAs: orNull })}
      errors={{ store: 'Not of that channel' }}
      columns={['col-6', 'col-6']}
      withCodes={withCodes}
    />
  );
}

describe('ScopeSelects', () => {
  it('offers every channel, and the chosen channel’s stores only, with codes when asked', async () => {
    render(
      <Providers>
        <Harness withCodes start={{ channel_code: 'RETAIL', store_code: null }} />
      </Providers>,
    );
    const channel = await screen.findByLabelText(en.coupons.field.channel);
    expect(
      within(channel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([en.coupons.everyChannel, 'Retail (RETAIL)', 'Business (B2B)']);
    const store = screen.getByLabelText(en.coupons.field.store);
    expect(
      within(store)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([en.coupons.everyStore, 'Bangna (BANGNA)']);
    expect(screen.getByText('Not of that channel')).toHaveClass('invalid-feedback');
  });

  it('every store of every channel, by name alone; an empty choice is null', async () => {
    render(
      <Providers>
        <Harness withCodes={false} start={{ channel_code: null, store_code: null }} />
      </Providers>,
    );
    const store = await screen.findByLabelText(en.coupons.field.store);
    expect(within(store).getAllByRole('option')).toHaveLength(3);
    expect(within(store).getByRole('option', { name: 'Silom' })).toBeInTheDocument();
    expect(orNull('')).toBeNull();
    expect(orNull('RETAIL')).toBe('RETAIL');
  });
});
