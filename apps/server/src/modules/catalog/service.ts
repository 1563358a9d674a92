import {
  CATALOGUE_DEFAULT_PAGE_SIZE,
  CATALOGUE_MAX_PAGE_SIZE,
  RECENT_SEARCH_LIMIT,
  type FavouriteState,
  type ProductDetail,
  type ProductSearchRequest,
  type ProductSummary,
  type RecentSearch,
} from '@changdee/contract/catalog';
import type { LocalizedText } from '@changdee/domain/locale';
import type { SellingPointIcon } from '@changdee/domain/product-types';
import { normalizeSearchKeyword } from '@changdee/domain/search-keyword';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import { notifyCacheChange, onCacheChange } from '../../lib/cache-invalidation';
import { TtlCache } from '../../lib/ttl-cache';
import { callerStoreChannel, clearStoreCache } from '../stores/service';
import { pageAnswerJson, serialiseCards, type SerialisedCards } from './page-json';
import * as repository from './repository';
import { sanitizeProductHtml } from './sanitize-html';

/** The shop's information-HTML cleaner, for the services admin (modules/catalog-admin). */
export { sanitizeProductHtml };

// The catalogue's rules: a caller only sees the stores it works for and their channel's products;
// isFavorite is per store; a page is never larger than CATALOGUE_MAX_PAGE_SIZE; product HTML is
// cleaned once, when it is written (createProduct), and served as stored.
//
// Catalogue pages and product details are the busiest reads of the shop and the same for every
// store of a channel, so each server process keeps them for a few seconds (and a store's channel
// for a minute, stores/service.ts), and each store's favourites for a minute. A product written
// through createProduct empties this process's caches; an edit from the portal empties every
// server's through the database at its commit (notifyCacheChange, decision 049), and so does a
// store's favourite saved or unsaved on any server for that store's favourites (decision 065).

type Caller = Pick<AuthContext, 'storeIds'>;

export const CATALOGUE_TTL_MS = 10_000;
const pageCache = new TtlCache<CachedPage>(CATALOGUE_TTL_MS, 500);
/** A product detail of a channel, without the store's favourite flag. */
const detailCache = new TtlCache<Omit<ProductDetail, 'isFavorite'>>(CATALOGUE_TTL_MS, 500);
const FAVOURITES_TTL_MS = 60_000;
/** Store id → the ids of its saved services. */
const favouritesCache = new TtlCache<Set<string>>(FAVOURITES_TTL_MS, 5000);

/** Empties this process's catalogue caches (after a catalogue write; tests). */
export function clearCatalogueCaches(): void {
  pageCache.clear();
  detailCache.clear();
  favouritesCache.clear();
  clearStoreCache();
}
// An edit on any server (notifyCacheChange(tx, 'catalog'), decision 049) empties them here too.
onCacheChange('catalog', () => {
  pageCache.clear();
  detailCache.clear();
});

onCacheChange('favourites', (storeId) =>
  storeId === undefined ? favouritesCache.clear() : favouritesCache.delete(storeId),
);

async function favouriteIdsOfStore(db: DbExecutor, storeId: string): Promise<Set<string>> {
  const cached = favouritesCache.get(storeId);
  if (cached) return cached;
  const saved = await repository.favouriteIdsOfStore(db, storeId);
  favouritesCache.set(storeId, saved);
  return saved;
}

/** The page size actually served: the default when absent, at most the maximum. */
export const effectivePageSize = (requested: number | undefined): number =>
  Math.min(
    Math.max(1, Math.trunc(requested ?? CATALOGUE_DEFAULT_PAGE_SIZE)),
    CATALOGUE_MAX_PAGE_SIZE,
  );

function toSummary(row: repository.CatalogueRow & { isFavorite: boolean }): ProductSummary {
  return {
    _id: row.id,
    product_type: row.productType,
    name: { th: row.nameTh, en: row.nameEn },
    image: row.cover
      ? {
          url: row.cover.url,
          thumbnail: row.cover.thumbnail,
          alt: { th: row.cover.altTh, en: row.cover.altEn },
        }
      : null,
    price: row.productType === 'S' ? row.price : null,
    normal_price: row.normalPrice,
    calculator:
      row.productType === 'I' && row.unitPrice !== null
        ? { unit_price: row.unitPrice, unit: { th: row.unitTh ?? '', en: row.unitEn ?? '' } }
        : null,
    channel: row.channelCode,
    is_survey_discount: row.isSurveyDiscount,
    min_qty: row.minQty,
    limit_qty: row.limitQty,
    lock_days: row.lockDays,
    sku_code: row.skuCode,
    sku_mapping: row.skuMapping,
    type_of_work: row.typeOfWork,
    isFavorite: Boolean(row.isFavorite),
  };
}

/** A card without the store's favourite flag: the same for every store of the channel. */
function channelCard(row: repository.CatalogueRow): Omit<ProductSummary, 'isFavorite'> {
  const { isFavorite: _flag, ...card } = toSummary({ ...row, isFavorite: false });
  return card;
}

/** A cached page of the channel: its cards, serialised without the store's favourite flags. */
interface CachedPage {
  cards: SerialisedCards;
  total: number;
}

/**
 * The catalogue page answer (spec §7 `{hash}`), already serialised (page-json.ts): the page's
 * cards are cached per channel, the store's favourite flags are read fresh and spliced in.
 */
export async function productPageJson(
  db: DbExecutor,
  caller: Caller,
  request: ProductSearchRequest,
): Promise<Buffer> {
  const channel = await callerStoreChannel(db, caller, request.storeId, request.channel);
  const page = request.pagination?.page ?? 1;
  const pageSize = effectivePageSize(request.pagination?.page_size);
  const keyword = normalizeSearchKeyword(request.searchKeyword);
  const offset = (page - 1) * pageSize;
  const key = JSON.stringify([channel, keyword.toLowerCase(), pageSize, offset]);
  let cached = pageCache.get(key);
  if (!cached) {
    const { rows, total } = await repository.searchProducts(db, {
      channel,
      keyword: keyword || undefined,
      limit: pageSize,
      offset,
    });
    cached = { cards: serialiseCards(rows.map(channelCard)), total };
    pageCache.set(key, cached);
  }
  const { cards, total } = cached;
  const [saved] = await Promise.all([
    cards.ids.length > 0
      ? favouriteIdsOfStore(db, request.storeId)
      : Promise.resolve(new Set<string>()),
    // A submitted search is remembered; searchOnly (suggestions while typing) and further pages
    // of the same search are not.
    keyword && !request.searchOnly && page === 1
      ? repository.recordRecentSearch(db, request.storeId, keyword, RECENT_SEARCH_LIMIT)
      : Promise.resolve(),
  ]);
  return pageAnswerJson(cards, saved, { total, page, page_size: pageSize });
}

export async function getChannelProducts(
  db: DbExecutor,
  caller: Caller,
  request: { channel: string; storeId: string },
): Promise<ProductSummary[]> {
  const channel = await callerStoreChannel(db, caller, request.storeId, request.channel);
  return (await repository.listChannelProducts(db, channel, request.storeId)).map(toSummary);
}

export async function getRecentSearches(
  db: DbExecutor,
  caller: Caller,
  request: { storeId: string },
): Promise<RecentSearch[]> {
  await callerStoreChannel(db, caller, request.storeId);
  const rows = await repository.listRecentSearches(db, request.storeId, RECENT_SEARCH_LIMIT);
  return rows.map((row) => ({
    keyword: row.keyword,
    searchedAt: new Date(row.searchedAt).toISOString(),
  }));
}

/** The detail of a product of the channel (cached per channel), null when it has none such. */
async function channelProductDetail(
  db: DbExecutor,
  channel: string,
  productId: string,
): Promise<Omit<ProductDetail, 'isFavorite'> | null> {
  const key = JSON.stringify([channel, productId]);
  const cached = detailCache.get(key);
  if (cached) return cached;
  const found = await repository.findProductDetail(db, { channel, productId });
  if (!found) return null;
  const detail = {
    ...channelCard(found.product),
    images: found.images.map((image) => ({
      url: image.url,
      thumbnail: image.thumbnail,
      alt: { th: image.altTh, en: image.altEn },
    })),
    // Sanitised when written (createProduct); served as stored.
    informations: found.informations.map((info) => ({
      title: { th: info.titleTh, en: info.titleEn },
      content: { th: info.htmlTh, en: info.htmlEn },
    })),
    selling_points: found.sellingPoints.map((point) => ({
      text: { th: point.textTh, en: point.textEn },
      icon: point.icon,
    })),
  };
  detailCache.set(key, detail);
  return detail;
}

export async function getProduct(
  db: DbExecutor,
  caller: Caller,
  request: { storeId: string; productId: string },
): Promise<ProductDetail> {
  const channel = await callerStoreChannel(db, caller, request.storeId);
  const [detail, saved] = await Promise.all([
    channelProductDetail(db, channel, request.productId),
    favouriteIdsOfStore(db, request.storeId),
  ]);
  if (!detail)
    throw new AppError('PRODUCT_NOT_FOUND', { details: { productId: request.productId } });
  return { ...detail, isFavorite: saved.has(detail._id) };
}

export async function getFavouriteProducts(
  db: DbExecutor,
  caller: Caller,
  request: { storeId: string },
): Promise<ProductSummary[]> {
  const channel = await callerStoreChannel(db, caller, request.storeId);
  return (await repository.listFavouriteProducts(db, channel, request.storeId)).map(toSummary);
}

/** Saves or unsaves a service for a store; doing it twice leaves the same state (one row). */
export async function setFavourite(
  db: DbExecutor,
  caller: Caller,
  request: { storeId: string; productId: string; isFavorite: boolean },
): Promise<FavouriteState> {
  const channel = await callerStoreChannel(db, caller, request.storeId);
  if (!(await repository.productExists(db, channel, request.productId)))
    throw new AppError('PRODUCT_NOT_FOUND', { details: { productId: request.productId } });
  // Every server's copy of the store's favourites is emptied at the commit.
  await db.transaction(async (tx) => {
    if (request.isFavorite)
      await repository.insertFavourite(tx, request.storeId, request.productId);
    else await repository.deleteFavourite(tx, request.storeId, request.productId);
    await notifyCacheChange(tx, 'favourites', request.storeId);
  });
  return { productId: request.productId, isFavorite: request.isFavorite };
}

// ---- writing the catalogue (seed, imports) ----

export interface NewProduct {
  channel: string;
  skuCode: string;
  skuMapping: string;
  typeOfWork: string;
  name: LocalizedText;
  lockDays: number;
  position: number;
  normalPrice?: number | null;
  isSurveyDiscount?: boolean;
  limitQty?: number | null;
  minQty?: number;
  pricing: { type: 'S'; price: number } | { type: 'I'; unitPrice: number; unit: LocalizedText };
  images: Array<{ url: string; thumbnail: string; alt: LocalizedText }>;
  informations: Array<{ title: LocalizedText; content: LocalizedText }>;
  sellingPoints: Array<{ text: LocalizedText; icon: SellingPointIcon }>;
}

/** What the keyword search matches: both names and the sku, lower-cased. */
export const searchTextOf = (product: Pick<NewProduct, 'name' | 'skuCode'>): string =>
  [product.name.th, product.name.en, product.skuCode].join(' ').toLowerCase();

/**
 * Writes one product with its gallery, information and selling points in one transaction; its
 * information HTML is sanitised here, on the way in (the only place: it is served as stored).
 */
export async function createProduct(db: DbExecutor, product: NewProduct): Promise<string> {
  const { pricing } = product;
  const id = await db.transaction((tx) =>
    repository.insertProduct(
      tx,
      {
        channelCode: product.channel,
        skuCode: product.skuCode,
        skuMapping: product.skuMapping,
        productType: pricing.type,
        nameTh: product.name.th,
        nameEn: product.name.en,
        price: pricing.type === 'S' ? pricing.price : null,
        normalPrice: product.normalPrice ?? null,
        unitPrice: pricing.type === 'I' ? pricing.unitPrice : null,
        unitTh: pricing.type === 'I' ? pricing.unit.th : null,
        unitEn: pricing.type === 'I' ? pricing.unit.en : null,
        // A survey is always one (spec §9); an installation starts at its minimum.
        minQty: pricing.type === 'S' ? 1 : (product.minQty ?? 1),
        limitQty: pricing.type === 'S' ? 1 : (product.limitQty ?? null),
        lockDays: product.lockDays,
        typeOfWork: product.typeOfWork,
        isSurveyDiscount: product.isSurveyDiscount ?? false,
        position: product.position,
        searchText: searchTextOf(product),
      },
      {
        images: product.images.map((image) => ({
          url: image.url,
          thumbnail: image.thumbnail,
          altTh: image.alt.th,
          altEn: image.alt.en,
        })),
        informations: product.informations.map((info) => ({
          titleTh: info.title.th,
          titleEn: info.title.en,
          htmlTh: sanitizeProductHtml(info.content.th),
          htmlEn: sanitizeProductHtml(info.content.en),
        })),
        sellingPoints: product.sellingPoints.map((point) => ({
          textTh: point.text.th,
          textEn: point.text.en,
          icon: point.icon,
        })),
      },
    ),
  );
  pageCache.clear();
  detailCache.clear();
  return id;
}
