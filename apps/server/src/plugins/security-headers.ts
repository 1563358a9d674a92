import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers on every answer. The CSP is what the built Vite app needs and no more: its own
// module scripts and stylesheets (no inline script), images from itself, data: and blob: (image
// downloads, placeholders), its self-hosted fonts, API calls to the same origin.
// style-src-attr allows style="" attributes: product information HTML (sanitised) carries font
// sizes in them, and libraries position popovers that way; attributes cannot run script.
// The prerendered sign-in page inlines its critical CSS (decision 035): style-src allows exactly
// those <style> elements by their SHA-256 (prerendered-pages.ts reads them from the build).

type Directives = Record<string, string[] | null>;

export function contentSecurityPolicy(https: boolean, styleHashes: string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...styleHashes],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Only over https: on http://localhost it would send the browser to https for our own assets.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Swagger UI (/api/docs) styles itself with inline <style>; only its routes get this. */
export function docsContentSecurityPolicy(https: boolean): Directives {
  return {
    ...contentSecurityPolicy(https),
    'style-src': ["'self'", "'unsafe-inline'"],
  };
}

/**
 * Browser features the shop never uses, switched off for it and anything it might embed: a
 * script injected despite the CSP still cannot reach the camera, microphone, location, payment
 * sheet or sensors. (The service area is chosen from lists, never from the device's location.)
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The headers helmet sets for `options`, computed once: helmet's middleware run against a response
 * that only records them. (@fastify/helmet built the middleware again on every request: a tenth
 * of the catalogue page's time, decision 065.)
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** A route's own helmet options (the API docs' CSP, plugins/openapi.ts): `config.helmet`. */
type RouteHelmetOptions = { helmet?: HelmetOptions } | undefined;

export const securityHeadersPlugin = fp<{ https: boolean; styleHashes?: string[] }>(
  async (app, { https, styleHashes }) => {
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(https, styleHashes),
      },
      // HSTS means nothing over http and would pin a developer's localhost to https.
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    };
    const everyAnswer = helmetHeaders(options);
    everyAnswer.push(['permissions-policy', PERMISSIONS_POLICY]);
    const perRoute = new WeakMap<HelmetOptions, Array<[string, string]>>();
    const headersFor = (own: HelmetOptions | undefined) => {
      if (!own) return everyAnswer;
      let headers = perRoute.get(own);
      if (!headers) {
        headers = [
          ...helmetHeaders({ ...options, ...own } as HelmetOptions),
          ['permissions-policy', PERMISSIONS_POLICY],
        ];
        perRoute.set(own, headers);
      }
      return headers;
    };
    app.addHook('onRequest', async (request, reply) => {
      const own = (request.routeOptions.config as RouteHelmetOptions)?.helmet;
      for (const [name, value] of headersFor(own)) reply.header(name, value);
    });
  },
  { name: 'changdee-security-headers', fastify: '5.x' },
);
