import { createBrowserRouter } from 'react-router';
import { setRoutePrefetcher } from '../shared/lib/prefetch';
import { createAppRoutes, createRoutePrefetcher, type AppRoutesOptions } from './routes';

export function createAppRouter(options: AppRoutesOptions = {}) {
  const routes = createAppRoutes(options);
  setRoutePrefetcher(createRoutePrefetcher(routes));
  // Middleware is on so the features' route guards can use React Router's middleware.
  return createBrowserRouter(routes, { future: { v8_middleware: true } });
}
