import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteRoutes } from './routes/favourites';
import { productImageRoute } from './routes/product-images';
import { productRoutes } from './routes/products';

// The catalogue API of spec §7 (productByChannel, the paged search standing for `{hash}`,
// recentSearchByStoreID, productByID, the favourite calls) and the demo product images.

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  productRoutes(app);
  favouriteRoutes(app);
  productImageRoute(app);
};
