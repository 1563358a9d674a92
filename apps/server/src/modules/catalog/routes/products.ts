import type { FastifyReply } from 'fastify';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  catalogPaths,
  productByChannelRequestSchema,
  productByChannelResponseSchema,
  productByIdRequestSchema,
  productByIdResponseSchema,
  productSearchRequestSchema,
  productSearchResponseSchema,
  recentSearchRequestSchema,
  recentSearchResponseSchema,
} from '@changdee/contract/catalog';
import { getChannelProducts, getProduct, productPageJson, getRecentSearches } from '../service';
import { shop, errors, success, type CatalogApp } from './route-parts';

// A channel's products, the paged search, the store's recent searches and one product.

export function productRoutes(app: CatalogApp) {
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
}
