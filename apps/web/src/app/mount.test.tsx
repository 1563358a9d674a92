import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { attachDeferredStylesheets, mountApp, PRERENDERED_ROUTE_ATTRIBUTE } from './mount';
import { whenRouterReady } from './router';

// Decision 035: the app hydrates the markup rendered at build time when the router lands on the
// route it shows (what was typed stays), renders afresh otherwise, and attaches the stylesheets
// the prerendered page only preloaded.

const routes = (): RouteObject[] => [
  {
    id: 'form',
    path: '/form',
    Component: () => (
      <form>
        <input aria-label="name" />
      </form>
    ),
  },
  { id: 'other', path: '/other', Component: () => <p>elsewhere</p> },
];

async function prerendered(path: string, routeId: string) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  await whenRouterReady(router);
  const container = document.createElement('div');
  container.setAttribute(PRERENDERED_ROUTE_ATTRIBUTE, routeId);
  container.innerHTML = renderToString(<RouterProvider router={router} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('mountApp', () => {
  it('hydrates the prerendered route: the same input, with what was typed', async () => {
    const container = await prerendered('/form', 'form');
    const input = container.querySelector('input')!;
    input.value = 'sales.demo';
    const router = createMemoryRouter(routes(), { initialEntries: ['/form'] });
    await act(() => mountApp(container, router, <RouterProvider router={router} />));
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('sales.demo');
  });

  it('renders afresh when the router landed elsewhere (the guard redirected)', async () => {
    const container = await prerendered('/form', 'form');
    const router = createMemoryRouter(routes(), { initialEntries: ['/other'] });
    await act(() => mountApp(container, router, <RouterProvider router={router} />));
    expect(container.querySelector('input')).toBeNull();
    expect(container.textContent).toBe('elsewhere');
  });

  it('renders an empty shell as before', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const router = createMemoryRouter(routes(), { initialEntries: ['/other'] });
    await act(() => mountApp(container, router, <RouterProvider router={router} />));
    await act(() => whenRouterReady(router));
    expect(container.textContent).toBe('elsewhere');
  });
});

describe('attachDeferredStylesheets', () => {
  it('adds a stylesheet for each deferred preload, keeping its CORS mode, and for nothing else', () => {
    document.head.innerHTML = [
      '<link rel="preload" as="style" crossorigin href="/assets/index-1.css" data-deferred-style>',
      '<link rel="preload" as="style" href="/assets/page-2.css" data-deferred-style>',
      '<link rel="preload" as="font" crossorigin href="/assets/font.woff2">',
    ].join('');
    attachDeferredStylesheets(document);
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(
      sheets.map((sheet) => [new URL(sheet.href).pathname, sheet.hasAttribute('crossorigin')]),
    ).toEqual([
      ['/assets/index-1.css', true],
      ['/assets/page-2.css', false],
    ]);
  });
});
