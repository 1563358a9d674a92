import { createBrowserRouter, type DataRouter } from 'react-router';
import { setRoutePrefetcher } from '../shared/lib/prefetch';
import { createAppRoutes, createRoutePrefetcher, type AppRoutesOptions } from './routes';

export function createAppRouter(options: AppRoutesOptions = {}) {
  const routes = createAppRoutes(options);
  setRoutePrefetcher(createRoutePrefetcher(routes));
  // Middleware is on so the features' route guards can use React Router's middleware.
  return createBrowserRouter(routes, { future: { v8_middleware: true } });
}

/** Resolves once the router has run its first navigation (guards, the page's code loaded). */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
