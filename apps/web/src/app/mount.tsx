import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { whenRouterReady } from './router';

// How the app takes over the page (decision 035). The sign-in page's HTML comes rendered at build
// time (apps/web/prerender-plugin.ts) with #root's data-route naming the route it shows: once the
// router has run its first navigation (the session guard, the page's code), the app hydrates that
// markup — same DOM, so what was typed and where the focus is stay. When the guard sent the
// visitor elsewhere (signed in already, maintenance) the app renders afresh over it. Every other
// page starts from the empty shell.

export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-route';

/**
 * The stylesheets a prerendered page only preloads (its critical rules are inline): attached now,
 * so they apply without ever having blocked the first paint. An inline script or onload handler
 * would do it sooner, but the CSP allows neither.
 */
export function attachDeferredStylesheets(document: Document): void {
  for (const preload of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="style"][data-deferred-style]',
  )) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = preload.href;
    if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
    preload.after(sheet);
  }
}

export async function mountApp(container: HTMLElement, router: DataRouter, app: ReactNode) {
  const prerendered = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  await whenRouterReady(router);
  const { matches, errors } = router.state;
  if (!errors && matches.at(-1)?.route.id === prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
