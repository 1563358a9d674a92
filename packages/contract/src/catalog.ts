import { z } from 'zod';
import { PRODUCT_TYPES, SELLING_POINT_ICONS } from '@changdee/domain/product-types';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@changdee/domain/search-keyword';
import { successEnvelope } from './envelope';
import { bahtSchema, localizedTextSchema } from './shared-fields';

// The catalogue API (spec §7: productByChannel, the paged search standing for `{hash}`,
// recentSearchByStoreID, productByID, favourites). Products carry both languages; the client picks
// the one of the current locale.

/** Page size of the catalogue when the client does not ask for one (spec §9). */
export const CATALOGUE_DEFAULT_PAGE_SIZE = 12;
/** The largest page the server answers; a bigger request gets this many (not an error). */
export const CATALOGUE_MAX_PAGE_SIZE = 48;
/** How many recent keywords a store keeps. */
export const RECENT_SEARCH_LIMIT = 10;

export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const sellingPointIconSchema = z.enum(SELLING_POINT_ICONS);

const idSchema = z.uuid();
/** A channel code in a request (CD-RETAIL). */
export const channelSchema = z.string().trim().min(1).max(64);

export const productImageSchema = z.object({
  url: z.string(),
  thumbnail: z.string(),
  alt: localizedTextSchema,
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** Price per unit of an installation (I); null for a survey (S). */
export const productCalculatorSchema = z.object({
  unit_price: bahtSchema,
  unit: localizedTextSchema,
});
export type ProductCalculator = z.infer<typeof productCalculatorSchema>;

export const productInformationSchema = z.object({
  title: localizedTextSchema,
  /** Sanitised HTML in each language. */
  content: localizedTextSchema,
});
export type ProductInformation = z.infer<typeof productInformationSchema>;

export const productSellingPointSchema = z.object({
  text: localizedTextSchema,
  icon: sellingPointIconSchema,
});
export type ProductSellingPoint = z.infer<typeof productSellingPointSchema>;

/** What a card needs (spec §2 Catalogue): one cover image, no information sections. */
export const productSummarySchema = z.object({
  _id: idSchema,
  product_type: productTypeSchema,
  name: localizedTextSchema,
  image: productImageSchema.nullable(),
  /** Fixed price of a survey (S) in whole baht; null for an installation. */
  price: bahtSchema.nullable(),
  normal_price: bahtSchema.nullable(),
  calculator: productCalculatorSchema.nullable(),
  channel: z.string(),
  is_survey_discount: z.boolean(),
  min_qty: z.number().int().positive(),
  limit_qty: z.number().int().positive().nullable(),
  lock_days: z.number().int().nonnegative(),
  sku_code: z.string(),
  sku_mapping: z.string(),
  type_of_work: z.string(),
  /** Whether the store named in the request saved this service. */
  isFavorite: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/**
 * Every field of spec §3 Product (the promotion arrives with the promotions issue). A detail is a
 * summary and more (its `image` is the gallery's first), so either answer can become a cart line.
 */
export const productDetailSchema = productSummarySchema.extend({
  images: z.array(productImageSchema),
  informations: z.array(productInformationSchema),
  selling_points: z.array(productSellingPointSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ---- requests ----

export const storeScopedRequestSchema = z.object({ storeId: idSchema });

export const productByChannelRequestSchema = z.object({
  channel: channelSchema,
  storeId: idSchema,
});
export type ProductByChannelRequest = z.infer<typeof productByChannelRequestSchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  /** Any positive size is accepted; the server answers at most CATALOGUE_MAX_PAGE_SIZE. */
  page_size: z.number().int().min(1).max(1_000_000).default(CATALOGUE_DEFAULT_PAGE_SIZE),
});

/**
 * Our path for spec §7's `{hash}` search. searchKeyword matches Thai and English names and the
 * sku, case-insensitively; a keyword is remembered in the store's recent searches unless
 * searchOnly is set (the suggestions shown while typing).
 */
export const productSearchRequestSchema = z.object({
  channel: channelSchema,
  storeId: idSchema,
  pagination: paginationSchema.default({ page: 1, page_size: CATALOGUE_DEFAULT_PAGE_SIZE }),
  searchKeyword: z
    .string()
    .trim()
    .max(SEARCH_KEYWORD_MAX_LENGTH)
    // PostgreSQL text cannot hold a NUL (the query would fail as a 500).
    .refine((keyword) => !keyword.includes('\u0000'))
    .optional(),
  searchOnly: z.boolean().optional(),
});
export type ProductSearchRequest = z.input<typeof productSearchRequestSchema>;

export const recentSearchRequestSchema = storeScopedRequestSchema;
export type RecentSearchRequest = z.infer<typeof recentSearchRequestSchema>;

export const productByIdRequestSchema = z.object({ storeId: idSchema, productId: idSchema });
export type ProductByIdRequest = z.infer<typeof productByIdRequestSchema>;

export const favouriteRequestSchema = z.object({ storeId: idSchema, productId: idSchema });
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

export const favouriteToggleRequestSchema = z.object({
  isFavorite: z.boolean(),
  storeId: idSchema,
  productId: idSchema,
});
export type FavouriteToggleRequest = z.infer<typeof favouriteToggleRequestSchema>;

export const favouriteProductsRequestSchema = storeScopedRequestSchema;
export type FavouriteProductsRequest = z.infer<typeof favouriteProductsRequestSchema>;

// ---- answers ----

export const productPageSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const recentSearchSchema = z.object({
  keyword: z.string(),
  searchedAt: z.string(),
});
export type RecentSearch = z.infer<typeof recentSearchSchema>;

export const favouriteStateSchema = z.object({
  productId: idSchema,
  isFavorite: z.boolean(),
});
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const productByChannelResponseSchema = successEnvelope(z.array(productSummarySchema));
export const productSearchResponseSchema = successEnvelope(productPageSchema);
export const recentSearchResponseSchema = successEnvelope(z.array(recentSearchSchema));
export const productByIdResponseSchema = successEnvelope(productDetailSchema);
export const favouriteResponseSchema = successEnvelope(favouriteStateSchema);
export const favouriteProductsResponseSchema = successEnvelope(z.array(productSummarySchema));

/** The paths of this API (spec §7; productSearch and favoriteProducts are ours, see the docs). */
export const catalogPaths = {
  productByChannel: '/b2b/v2/store/productByChannel',
  productSearch: '/b2b/v2/store/productSearch',
  recentSearch: '/b2b/v2/store/recentSearchByStoreID',
  productById: '/b2b/v2/store/productByID',
  insertFavourite: '/b2b/v2/insertFavoriteProduct',
  deleteFavourite: '/b2b/v2/deleteFavoriteProduct',
  toggleFavourite: '/b2b/v2/favoriteProduct/toggle',
  favouriteProducts: '/b2b/v2/store/favoriteProducts',
} as const;

/** Where the demo images are served (immutable files named by content hash). */
export const PRODUCT_IMAGE_PATH_PREFIX = '/images/products/';
