import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { Providers } from './test-wrapper';
import { TierRows, tierNumber, toNullableNumber, toNumber } from './tier-rows';

// A coupon's or a promotion's tiers: a labelled input a part, rows added and removed, each part
// read as the schema wants it (min and value required numbers, max optional).

type Values = { tiers: Array<{ min: number; max: number | null; value: number }> };
function Harness({ onSubmit }: { onSubmit(values: Values): void }) {
  const form = useForm<Values>({ defaultValues: { tiers: [{ min: 1, max: null, value: 50 }] } });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <TierRows
        rows={tiers.fields}
        parts={['min', 'max', 'value'] as const}
        inputId={(row, part) => `tier-${row}-${part}`}
        input={(row, part) =>
          form.register(`tiers.${row}.${part}`, { setValueAs: tierNumber(part) })
        }
        error={(row, part) => (row === 0 && part === 'value' ? 'Say a value' : undefined)}
        onRemove={(row) => tiers.remove(row)}
        onAdd={() => tiers.append({ min: 0, max: null, value: 0 })}
        testId="tier"
      />
      <button type="submit">send</button>
    </form>
  );
}

describe('TierRows', () => {
  it('reads the numbers, adds and removes rows', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Providers>
        <Harness onSubmit={onSubmit} />
      </Providers>,
    );
    expect(await screen.findAllByTestId('tier')).toHaveLength(1);
    expect(screen.getByLabelText(en.coupons.range.min)).toHaveAttribute('id', 'tier-0-min');
    expect(screen.getByText('Say a value')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.coupons.addRange }));
    expect(screen.getAllByTestId('tier')).toHaveLength(2);
    await user.type(screen.getAllByLabelText(en.coupons.range.max)[1]!, '9');
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      tiers: [
        { min: 1, max: null, value: 50 },
        { min: 0, max: 9, value: 0 },
      ],
    });
    await user.click(screen.getAllByRole('button', { name: en.coupons.removeRange })[0]!);
    expect(screen.getAllByTestId('tier')).toHaveLength(1);
  });

  it('empty required parts are NaN (the schema names them), empty optional ones null', () => {
    expect(toNumber('')).toBeNaN();
    expect(toNumber('12')).toBe(12);
    expect(toNullableNumber('')).toBeNull();
    expect(toNullableNumber(undefined)).toBeNull();
    expect(tierNumber('contractor_discount')).toBe(toNullableNumber);
    expect(tierNumber('min')).toBe(toNumber);
  });
});
