import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../../lib/i18n';

// The providers a portal piece needs in a unit test: English words, a query client and a router
// at an English path (useLocale reads the locale from it).

initI18n('en');

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const router = createMemoryRouter([{ path: '*', element: children }], {
    initialEntries: ['/en/admin'],
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client ?? new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
