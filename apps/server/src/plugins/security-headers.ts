import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export const securityHeadersPlugin = fp<{ https: boolean; styleHashes?: string[] }>(
  async (app, { https, styleHashes }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(https, styleHashes),
      },
      // HSTS means nothing over http and would pin a developer's localhost to https.
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'changdee-security-headers', fastify: '5.x' },
);
