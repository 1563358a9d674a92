import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { NotificationArea } from './notification-area';
import { clearNotifications, notify, useNotificationStore } from './notification-store';

function renderArea() {
  render(
    <I18nextProvider i18n={i18n}>
      <NotificationArea />
    </I18nextProvider>,
  );
}

describe('notify()', () => {
  beforeAll(() => {
    initI18n('en');
  });
  afterEach(() => {
    act(() => clearNotifications());
    vi.useRealTimers();
  });

  it('shows a toast that stays until closed when no delay is given', async () => {
    renderArea();
    act(() => {
      notify({ message: 'Saved to your list', variant: 'success' });
    });
    expect(screen.getByText('Saved to your list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });

  it('hides a toast after its delay', () => {
    vi.useFakeTimers();
    renderArea();
    act(() => {
      notify({ message: 'Added to cart', delay: 1000 });
    });
    expect(screen.getByText('Added to cart')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(useNotificationStore.getState().notifications).toEqual([]);
  });

  it('replaces a toast with the same id instead of stacking', () => {
    renderArea();
    act(() => {
      notify({ id: 'download', message: 'Downloading 10%' });
      notify({ id: 'download', message: 'Downloading 60%' });
    });
    expect(screen.queryByText('Downloading 10%')).not.toBeInTheDocument();
    expect(screen.getByText('Downloading 60%')).toBeInTheDocument();
  });
});
