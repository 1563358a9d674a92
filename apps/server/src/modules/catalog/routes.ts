import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  PRODUCT_IMAGE_PATH_PREFIX,
  catalogPaths,
  favouriteProductsRequestSchema,
  favouriteProductsResponseSchema,
  favouriteRequestSchema,
  favouriteResponseSchema,
  favouriteToggleRequestSchema,
  productByChannelRequestSchema,
  productByChannelResponseSchema,
  productByIdRequestSchema,
  productByIdResponseSchema,
  productSearchRequestSchema,
  productSearchResponseSchema,
  recentSearchRequestSchema,
  recentSearchResponseSchema,
} from '@changdee/contract/catalog';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { AppError } from '../../errors';
import { IMMUTABLE_CACHE } from '../../plugins/static-files';
import {
  getChannelProducts,
  getFavouriteProducts,
  getProduct,
  productPageJson,
  getRecentSearches,
  setFavourite,
} from './service';

// The catalogue API of spec §7 (productByChannel, the paged search standing for `{hash}`,
// recentSearchByStoreID, productByID, the favourite calls) and the demo product images.

const shop = { access: { roles: SHOP_ROLES } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

const imagesDir = fileURLToPath(new URL('../../../assets/products/', import.meta.url));
// Content-hashed names only (see scripts/generate-demo-images.ts): nothing else can be read.
const IMAGE_NAME = /^[a-z0-9-]{1,80}\.[0-9a-f]{10}\.webp$/;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    catalogPaths.productByChannel,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'Every active service of the channel for the store (cards), with isFavorite',
        body: productByChannelRequestSchema,
        response: { 200: productByChannelResponseSchema, ...errors },
      },
    },
    async (request) => success(await getChannelProducts(app.db, request.auth!, request.body)),
  );

  app.post(
    catalogPaths.productSearch,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'A page of the catalogue, optionally filtered by keyword (spec §7 `{hash}`)',
        description:
          'Pages default to 1 and 12 items; a page_size above 48 is served as 48. searchKeyword matches the ' +
          'Thai and English names and the sku, case-insensitively, and is remembered in the store’s recent ' +
          'searches unless searchOnly is true (suggestions while typing).',
        body: productSearchRequestSchema,
        response: { 200: productSearchResponseSchema, ...errors },
      },
    },
    // Already serialised (cards checked against the contract when cached): the JSON bytes are sent
    // as it is, so the reply is used untyped here.
    async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await productPageJson(app.db, request.auth!, request.body)),
  );

  app.post(
    catalogPaths.recentSearch,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'The store’s latest search keywords, newest first (at most 10)',
        body: recentSearchRequestSchema,
        response: { 200: recentSearchResponseSchema, ...errors },
      },
    },
    async (request) => success(await getRecentSearches(app.db, request.auth!, request.body)),
  );

  app.post(
    catalogPaths.productById,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'One service with its gallery, information sections and selling points',
        description:
          'An unknown id, or the id of another channel’s service, is 404 PRODUCT_NOT_FOUND.',
        body: productByIdRequestSchema,
        response: { 200: productByIdResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await getProduct(app.db, request.auth!, request.body)),
  );

  app.post(
    catalogPaths.insertFavourite,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'Save a service for the store (saving twice keeps one)',
        body: favouriteRequestSchema,
        response: { 200: favouriteResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await setFavourite(app.db, request.auth!, { ...request.body, isFavorite: true })),
  );

  app.delete(
    catalogPaths.deleteFavourite,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'Unsave a service for the store (idempotent)',
        body: favouriteRequestSchema,
        response: { 200: favouriteResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await setFavourite(app.db, request.auth!, { ...request.body, isFavorite: false })),
  );

  app.post(
    catalogPaths.toggleFavourite,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'Set the favourite flag (the spec’s favourite toggle); answers message "success"',
        body: favouriteToggleRequestSchema,
        response: { 200: favouriteResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => success(await setFavourite(app.db, request.auth!, request.body)),
  );

  app.post(
    catalogPaths.favouriteProducts,
    {
      config: shop,
      schema: {
        tags: ['catalog'],
        summary: 'The store’s saved services (the /productFavorite page), latest saved first',
        body: favouriteProductsRequestSchema,
        response: { 200: favouriteProductsResponseSchema, ...errors },
      },
    },
    async (request) => success(await getFavouriteProducts(app.db, request.auth!, request.body)),
  );

  // The images never change under a name (the name carries a hash of the content): cached a year.
  // Sent as a buffer, so the answer has a Content-Length and the download toast can show progress.
  app.get(
    `${PRODUCT_IMAGE_PATH_PREFIX}:file`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'A product image or thumbnail (WebP)',
        params: z.object({ file: z.string() }),
        hide: true,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!IMAGE_NAME.test(file)) throw new AppError('NOT_FOUND');
      let body: Buffer;
      try {
        body = await readFile(`${imagesDir}${file}`);
      } catch {
        throw new AppError('NOT_FOUND');
      }
      return reply.header('cache-control', IMMUTABLE_CACHE).type('image/webp').send(body);
    },
  );
};
