import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
// From 'react-router' itself, not 'react-router/dom': under Vitest the two entries resolve to the
// CommonJS and ES builds (two router contexts); the app does not use flushSync navigation.
import { RouterProvider, type DataRouter } from 'react-router';
import { i18n } from '../shared/i18n/i18n';

export function AppProviders({
  router,
  queryClient,
}: {
  router: DataRouter;
  queryClient: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
