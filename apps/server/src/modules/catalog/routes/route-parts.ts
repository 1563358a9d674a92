import { fileURLToPath } from 'node:url';
import { SHOP_ROLES } from '@changdee/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFUSALS, success } from '../../../lib/route-answers';

// What the catalogue's routes share: who may call them, their error answers, envelope and images.

/** The app as a route file sees it (the plugin's instance). */
export type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];

export const shop = { access: { roles: SHOP_ROLES } } as const;

export const imagesDir = fileURLToPath(new URL('../../../../assets/products/', import.meta.url));
// Content-hashed names only (see scripts/generate-demo-images.ts): nothing else can be read.
export const IMAGE_NAME = /^[a-z0-9-]{1,80}\.[0-9a-f]{10}\.webp$/;

export { success, REFUSALS as errors };
