import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { NotificationArea } from './notification-area';
import { clearNotifications, notify, useNotificationStore } from './notification-store';
import { useKeepToastsAbove } from './toast-clearance';

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

  it('gives a toast that replaces another its own delay, counted from when it shows', () => {
    vi.useFakeTimers();
    renderArea();
    // The product page on phones: 'saved' (2000 ms), then 'removed' (2000 ms) 1140 ms later.
    act(() => {
      notify({ id: 'catalog-favourite', message: 'Saved', delay: 2000 });
    });
    act(() => {
      vi.advanceTimersByTime(1140);
    });
    act(() => {
      notify({ id: 'catalog-favourite', message: 'Removed', delay: 2000 });
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByText('Removed')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
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

/** A bar fixed to the bottom of the screen whose top edge is `height` px above the bottom. */
function BottomBar({ height }: { height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const attach = (element: HTMLDivElement | null) => {
    if (element)
      element.getBoundingClientRect = () => ({ top: window.innerHeight - height }) as DOMRect;
    ref.current = element;
  };
  useKeepToastsAbove(ref);
  return <div ref={attach} />;
}

describe('toasts stay above what is fixed to the bottom of the screen', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('rises above the highest registered element, and back down when it goes', () => {
    const area = () => screen.getByRole('region', { name: 'Notifications' });
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <NotificationArea />
        <BottomBar height={72} />
        <BottomBar height={140} />
      </I18nextProvider>,
    );
    expect(area().style.getPropertyValue('--toast-clearance')).toBe('140px');
    rerender(
      <I18nextProvider i18n={i18n}>
        <NotificationArea />
      </I18nextProvider>,
    );
    expect(area().style.getPropertyValue('--toast-clearance')).toBe('0px');
  });
});
