import { data, type MiddlewareFunction } from 'react-router';

// Named route middleware: a route lists names (e.g. 'signed-in'); the features register what they
// mean. A name nobody registered is a programming error and shows the 500 'Unknown middleware' page
// (spec §2) instead of silently letting the visitor through.
const registry = new Map<string, MiddlewareFunction>();

export const unknownMiddlewareStatusText = 'Unknown middleware';

export function registerRouteMiddleware(name: string, middleware: MiddlewareFunction): void {
  registry.set(name, middleware);
}

export function unregisterRouteMiddleware(name: string): void {
  registry.delete(name);
}

export function namedMiddleware(names: readonly string[]): MiddlewareFunction[] {
  return names.map((name) => (args, next) => {
    const middleware = registry.get(name);
    if (!middleware) {
      throw data({ middleware: name }, { status: 500, statusText: unknownMiddlewareStatusText });
    }
    return middleware(args, next);
  });
}
