import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { registerRouteMiddleware, unregisterRouteMiddleware } from '../route-middleware';

describe('not-found page', () => {
  it('shows 404 and the Thai text on an unknown Thai path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: /ไม่พบหน้าที่คุณต้องการ/ })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
    expect(document.documentElement.lang).toBe('th');
  });

  it('shows 404 and "This page could not be found" under /en, linking to the English home', async () => {
    renderApp('/en/unknown-path/deeper');
    expect(
      await screen.findByRole('heading', { name: /This page could not be found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('generic error page', () => {
  afterEach(() => unregisterRouteMiddleware('test-guard'));

  it('an unregistered route middleware gives 500 "Unknown middleware"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/en/terms_and_condition', { middleware: ['nobody-registered-this'] });
    expect(await screen.findByRole('heading', { name: /Unknown middleware/ })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('a failing page shows its message with status 500 inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    registerRouteMiddleware('test-guard', () => {
      throw new Error('ระบบขัดข้องชั่วคราว');
    });
    renderApp('/', { middleware: ['test-guard'] });
    expect(await screen.findByRole('heading', { name: /ระบบขัดข้องชั่วคราว/ })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    // The layout survived: its skip link is still there.
    expect(screen.getByText('ข้ามไปยังเนื้อหาหลัก')).toBeInTheDocument();
  });

  it('a registered middleware runs before the page', async () => {
    const guard = vi.fn((_args: unknown, next: () => Promise<unknown>) => next());
    registerRouteMiddleware('test-guard', guard);
    renderApp('/en/terms_and_condition', { middleware: ['test-guard'] });
    await waitFor(() => expect(guard).toHaveBeenCalled());
  });

  it('unknown paths show the not-found page without running the page guards', async () => {
    const guard = vi.fn(() => {
      throw new Error('a guard ran for an unknown path');
    });
    registerRouteMiddleware('test-guard', guard);
    renderApp('/en/no-page', { middleware: ['test-guard'] });
    expect(
      await screen.findByRole('heading', { name: /This page could not be found/ }),
    ).toBeInTheDocument();
    expect(guard).not.toHaveBeenCalled();
  });
});

describe('route middleware on navigation', () => {
  afterEach(() => unregisterRouteMiddleware('test-guard'));

  it('runs again on every navigation', async () => {
    const seen: string[] = [];
    registerRouteMiddleware('test-guard', ({ request }, next) => {
      seen.push(new URL(request.url).pathname);
      return next();
    });
    const { router } = renderApp('/en/terms_and_condition', { middleware: ['test-guard'] });
    await waitFor(() => expect(seen).toEqual(['/en/terms_and_condition']));
    await router.navigate('/terms_and_condition');
    await router.navigate('/en/no-such-page');
    await router.navigate('/');
    expect(seen).toEqual(['/en/terms_and_condition', '/terms_and_condition', '/']);
  });
});
