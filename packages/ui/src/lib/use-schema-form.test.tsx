import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '@changdee/ui/lib/use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  code: z.string().regex(/^\d+$/, 'digitsOnly'),
});

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const { register, handleSubmit, errors } = useSchemaForm(schema);
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name')} />
      {errors.name ? <p role="alert">{errors.name.message}</p> : null}
      <label htmlFor="code">Code</label>
      <input id="code" {...register('code')} />
      {errors.code ? <p role="alert">{errors.code.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('useSchemaForm', () => {
  it('says nothing while the user first types', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.type(screen.getByLabelText('Code'), 'x');
    expect(alerts()).toEqual([]);
  });

  it('on submit shows each failing field once and focuses the first of them', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Code'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alerts()).toEqual(['nameRequired', 'digitsOnly']);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit checks a field again as it changes, leaving the others', async () => {
    const user = userEvent.setup();
    render(<Form onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(alerts()).toEqual(['nameRequired', 'digitsOnly']);
    await user.type(screen.getByLabelText('Name'), 'Somchai');
    expect(alerts()).toEqual(['digitsOnly']);
    await user.clear(screen.getByLabelText('Name'));
    expect(alerts()).toEqual(['nameRequired', 'digitsOnly']);
  });

  it('hands the schema output (trimmed) to the callback when every field passes', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), '  Somchai ');
    await user.type(screen.getByLabelText('Code'), '42');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Somchai', code: '42' });
    expect(alerts()).toEqual([]);
  });
});
