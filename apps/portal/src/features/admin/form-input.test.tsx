import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormInput } from './form-input';

// A labelled input that takes react-hook-form's registration (its ref too) and shows a refusal.

function Harness({ onSubmit }: { onSubmit(values: { code: string }): void }) {
  const form = useForm<{ code: string }>({ defaultValues: { code: 'A' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormInput
        column="col-6"
        id="thing-code"
        label="Code"
        inputMode="numeric"
        {...form.register('code')}
        error="Taken"
      />
      <button type="submit">send</button>
    </form>
  );
}

describe('FormInput', () => {
  it('is labelled, registered and shows its refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Code');
    expect(input).toHaveAttribute('id', 'thing-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input.parentElement).toHaveClass('col-6');
    expect(screen.getByText('Taken')).toHaveClass('invalid-feedback');
    await user.type(input, 'B');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ code: 'AB' });
  });
});
