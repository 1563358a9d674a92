import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { ConflictAlert } from './conflict-alert';
import { Providers } from './test-wrapper';

// A stale save: the fields someone else changed, keep mine or load theirs.

describe('ConflictAlert', () => {
  it('names the changed fields and offers both ways', async () => {
    const user = userEvent.setup();
    const onKeepMine = vi.fn();
    const onLoadTheirs = vi.fn();
    render(
      <Providers>
        <ConflictAlert
          testId="thing-conflict"
          changed={['name', 'discount']}
          onKeepMine={onKeepMine}
          onLoadTheirs={onLoadTheirs}
        />
      </Providers>,
    );
    const alert = await screen.findByTestId('thing-conflict');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'name',
      'discount',
    ]);
    await user.click(screen.getByRole('button', { name: en.coupons.keepMine }));
    await user.click(screen.getByRole('button', { name: en.coupons.loadTheirs }));
    expect(onKeepMine).toHaveBeenCalledOnce();
    expect(onLoadTheirs).toHaveBeenCalledOnce();
  });

  it('lists nothing when the form does not say what changed', async () => {
    render(
      <Providers>
        <ConflictAlert testId="thing-conflict" onKeepMine={vi.fn()} onLoadTheirs={vi.fn()} />
      </Providers>,
    );
    await screen.findByTestId('thing-conflict');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
