import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { LOCALES, type Locale } from '@changdee/domain/locale';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { whenRouterReady } from './app/router';
import { createAppRoutes, pageDefinitions } from './app/routes';
import { initI18n } from './shared/i18n/i18n';
import { localizePath } from '@changdee/ui/lib/locale';

// Build-time rendering of the pages whose HTML ships ready to paint (decision 035): the same
// routes, providers and components as the app (main.tsx), on a memory router at the page's path,
// so the markup is what the browser's first render produces and hydrateRoot can take it over.
// Loaded by apps/web/prerender-plugin.ts in Node through Vite; never part of the browser bundle.

/** The pages rendered at build time, in every language, with their tab title's key. */
const PRERENDERED = [{ page: 'login', path: '/login', title: 'auth:login.title' }] as const;

export interface PrerenderedPage {
  page: string;
  locale: Locale;
  /** The markup inside #root. */
  html: string;
  /** The id of the route it shows (e.g. 'en:login'); main.tsx hydrates only that route. */
  routeId: string;
  /** The tab title, as the page sets it (useDocumentTitle). */
  title: string;
  /** The features' translation namespaces the page loads with its code. */
  namespaces: readonly string[];
}

async function renderPage(
  { page, path, title }: (typeof PRERENDERED)[number],
  locale: Locale,
): Promise<PrerenderedPage> {
  const i18n = initI18n(locale);
  // No route middleware: the session guard depends on the browser. main.tsx runs it before it
  // hydrates, and renders afresh when it sends the visitor elsewhere.
  const router = createMemoryRouter(createAppRoutes(), {
    initialEntries: [localizePath(path, locale)],
    future: { v8_middleware: true },
  });
  await whenRouterReady(router);
  const leaf = router.state.matches.at(-1);
  if (!leaf || router.state.errors) throw new Error(`${path} (${locale}) did not render`);
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  router.dispose();
  // The queries the page started hold a 10-minute garbage-collection timer each, which kept the
  // build's process alive for 10 minutes after it was done.
  queryClient.clear();
  return {
    page,
    locale,
    html,
    routeId: leaf.route.id,
    title: i18n.t('common:app.pageTitle', { page: i18n.t(title) }),
    namespaces: pageDefinitions.find((definition) => definition.page === page)?.namespaces ?? [],
  };
}

export async function renderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  // One after the other: they share the app's one i18next instance.
  for (const definition of PRERENDERED) {
    for (const locale of LOCALES) pages.push(await renderPage(definition, locale));
  }
  return pages;
}
