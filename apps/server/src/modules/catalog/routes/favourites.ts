import { errorBodySchema } from '@changdee/contract/envelope';
import {
  catalogPaths,
  favouriteProductsRequestSchema,
  favouriteProductsResponseSchema,
  favouriteRequestSchema,
  favouriteResponseSchema,
  favouriteToggleRequestSchema,
} from '@changdee/contract/catalog';
import { getFavouriteProducts, setFavourite } from '../service';
import { shop, errors, success, type CatalogApp } from './route-parts';

// A store's favourite products: add, remove, toggle, list (spec §7).

export function favouriteRoutes(app: CatalogApp) {
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
}
