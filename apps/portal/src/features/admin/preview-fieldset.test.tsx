import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';
import { ApiError } from '@changdee/ui/lib/api-error';
import en from '../../i18n/en.json';
import { PreviewFieldset, usePreviewChoice } from './preview-fieldset';
import { Providers } from './test-wrapper';

// The preview's choices (a service, the coupon's quantity, a day), its run button and the
// server's refusal.

const services: CouponScopeOptions['services'] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    sku_code: 'IN-AC-9000',
    channel_code: 'RETAIL',
    name: { th: 'ติดตั้งแอร์', en: 'Air conditioner' },
    product_type: 'I',
    min_qty: 1,
  },
];

function Harness(props: {
  withQty: boolean;
  error?: unknown;
  list?: typeof services;
  onRun(): void;
}) {
  const choice = usePreviewChoice(props.list ?? services);
  return (
    <PreviewFieldset
      testId="thing-preview"
      legend="Preview"
      field={(name) => `thing-${name}`}
      services={props.list ?? services}
      choice={choice}
      withQty={props.withQty}
      pending={false}
      error={props.error ?? null}
      onRun={props.onRun}
    >
      <p>figures</p>
      <output data-testid="choice">{`${choice.qty} ${choice.date}`}</output>
    </PreviewFieldset>
  );
}

describe('PreviewFieldset', () => {
  it('asks for a service, a quantity and a day, and runs with them', async () => {
    const user = userEvent.setup();
    const onRun = vi.fn();
    render(
      <Providers>
        <Harness withQty onRun={onRun} />
      </Providers>,
    );
    const qty = await screen.findByLabelText(en.coupons.preview.qty);
    expect(screen.getByLabelText(en.coupons.preview.service)).toHaveValue(services[0]!.id);
    await user.clear(qty);
    await user.type(qty, '3');
    expect(screen.getByTestId('choice').textContent).toMatch(/^3 /);
    expect(screen.getByTestId('choice').textContent).toBe(
      `3 ${(screen.getByLabelText(en.coupons.preview.date) as HTMLInputElement).value}`,
    );
    await user.click(screen.getByTestId('thing-preview-run'));
    expect(onRun).toHaveBeenCalledOnce();
    expect(screen.getByText('figures')).toBeInTheDocument();
  });

  it('without a quantity; no service: nothing to run; a refusal in words', async () => {
    render(
      <Providers>
        <Harness
          withQty={false}
          list={[]}
          error={new ApiError({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'no' })}
          onRun={() => undefined}
        />
      </Providers>,
    );
    expect(await screen.findByTestId('thing-preview-run')).toBeDisabled();
    expect(screen.queryByLabelText(en.coupons.preview.qty)).toBeNull();
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
  });
});
