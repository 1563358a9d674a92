import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { featureNamespaces } from './feature-namespaces';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { createAppRoutes, type AppRoutesOptions } from '../src/app/routes';
import { initI18n } from '../src/shared/i18n/i18n';
import { localeFromPath } from '@changdee/ui/lib/locale';

/** Renders the real route tree at a path, in a memory router, with the app's providers. */
export function renderApp(path: string, options: AppRoutesOptions = {}) {
  initI18n(localeFromPath(path), featureNamespaces);
  const router = createMemoryRouter(createAppRoutes(options), {
    initialEntries: [path],
    future: { v8_middleware: true },
  });
  const queryClient = createQueryClient();
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
