import { and, asc, count, desc, eq, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProductType } from '@changdee/domain/product-types';
import type { DbExecutor } from '../../db/client';
import {
  favourites,
  productImages,
  productInformations,
  products,
  productSellingPoints,
  recentSearches,
} from '../../db/schema/catalog';

// Data access of the catalogue: queries only, no rules. Every product query is scoped to one
// channel and answers isFavorite for one store.

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ImageRow = Omit<typeof productImages.$inferInsert, 'productId' | 'position'>;
export type InformationRow = Omit<
  typeof productInformations.$inferInsert,
  'productId' | 'position'
>;
export type SellingPointRow = Omit<
  typeof productSellingPoints.$inferInsert,
  'productId' | 'position'
>;

// Drizzle writes a single-table select's columns unqualified ("id"), which inside a subquery would
// bind to the subquery's own table: the correlated subqueries name "products"."id" themselves.
const productIdColumn = sql.raw('"products"."id"');

/** The columns a card needs and the cover image (the same for every store of the channel). */
function catalogueColumns() {
  return {
    id: products.id,
    productType: products.productType,
    nameTh: products.nameTh,
    nameEn: products.nameEn,
    price: products.price,
    normalPrice: products.normalPrice,
    unitPrice: products.unitPrice,
    unitTh: products.unitTh,
    unitEn: products.unitEn,
    channelCode: products.channelCode,
    isSurveyDiscount: products.isSurveyDiscount,
    minQty: products.minQty,
    limitQty: products.limitQty,
    lockDays: products.lockDays,
    skuCode: products.skuCode,
    skuMapping: products.skuMapping,
    typeOfWork: products.typeOfWork,
    cover: sql<CoverImage | null>`(
      select json_build_object('url', i.url, 'thumbnail', i.thumbnail, 'altTh', i.alt_th, 'altEn', i.alt_en)
      from ${productImages} i where i.product_id = ${productIdColumn} order by i.position limit 1)`,
  };
}

/** The card columns plus whether the store saved the product. */
function summaryColumns(storeId: string) {
  return {
    ...catalogueColumns(),
    isFavorite: sql<boolean>`exists (
      select 1 from ${favourites} f where f.store_id = ${storeId} and f.product_id = ${productIdColumn})`,
  };
}

export interface CoverImage {
  url: string;
  thumbnail: string;
  altTh: string;
  altEn: string;
}

export type CatalogueRow = Omit<SummaryRow, 'isFavorite'>;

export type SummaryRow = {
  id: string;
  productType: ProductType;
  nameTh: string;
  nameEn: string;
  price: number | null;
  normalPrice: number | null;
  unitPrice: number | null;
  unitTh: string | null;
  unitEn: string | null;
  channelCode: string;
  isSurveyDiscount: boolean;
  minQty: number;
  limitQty: number | null;
  lockDays: number;
  skuCode: string;
  skuMapping: string;
  typeOfWork: string;
  cover: CoverImage | null;
  isFavorite: boolean;
};

/** `%keyword%` for LIKE with the keyword's own % _ \ taken literally. */
const containsPattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function catalogueFilter(channel: string, keyword: string | undefined): SQL | undefined {
  return and(
    eq(products.channelCode, channel),
    eq(products.active, true),
    keyword ? ilike(products.searchText, containsPattern(keyword)) : undefined,
  );
}

/** A page of the channel's catalogue (no store-specific data: see favouriteIdsOfStore). */
export async function searchProducts(
  db: DbExecutor,
  query: { channel: string; keyword?: string; limit: number; offset: number },
): Promise<{ rows: CatalogueRow[]; total: number }> {
  const where = catalogueFilter(query.channel, query.keyword);
  // The total rides along as a window count, so a page is one round trip; only a page past the
  // end (no rows, no count) needs the separate count.
  const rows = await db
    .select({ ...catalogueColumns(), total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(where)
    .orderBy(asc(products.position), asc(products.skuCode))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length > 0) {
    const total = Number(rows[0]!.total);
    return { rows: rows.map(({ total: _total, ...row }) => row as CatalogueRow), total };
  }
  if (query.offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

// The store's favourites are read on every catalogue page: a prepared statement (built and, on a
// PostgreSQL server, planned once per connection) instead of building the query each time.
const favouritesOfStore = new WeakMap<DbExecutor, ReturnType<typeof prepareFavouritesOfStore>>();
const prepareFavouritesOfStore = (db: DbExecutor) =>
  db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.storeId, sql.placeholder('storeId')))
    .prepare('catalog_favourites_of_store');

/** The ids of every product the store saved. */
export async function favouriteIdsOfStore(db: DbExecutor, storeId: string): Promise<Set<string>> {
  let prepared = favouritesOfStore.get(db);
  if (!prepared) {
    prepared = prepareFavouritesOfStore(db);
    favouritesOfStore.set(db, prepared);
  }
  const rows = await prepared.execute({ storeId });
  return new Set(rows.map((row) => row.productId));
}

export async function listChannelProducts(
  db: DbExecutor,
  channel: string,
  storeId: string,
): Promise<SummaryRow[]> {
  const rows = await db
    .select(summaryColumns(storeId))
    .from(products)
    .where(catalogueFilter(channel, undefined))
    .orderBy(asc(products.position), asc(products.skuCode));
  return rows as SummaryRow[];
}

/** The store's saved services of the channel, most recently saved first. */
export async function listFavouriteProducts(
  db: DbExecutor,
  channel: string,
  storeId: string,
): Promise<SummaryRow[]> {
  const rows = await db
    .select(summaryColumns(storeId))
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.storeId, storeId), catalogueFilter(channel, undefined)))
    .orderBy(desc(favourites.createdAt), asc(products.skuCode));
  return rows as SummaryRow[];
}

export interface DetailRows {
  product: CatalogueRow;
  images: Array<typeof productImages.$inferSelect>;
  informations: Array<typeof productInformations.$inferSelect>;
  sellingPoints: Array<typeof productSellingPoints.$inferSelect>;
}

/** A product of the channel with its gallery, information and selling points (no store data). */
export async function findProductDetail(
  db: DbExecutor,
  query: { channel: string; productId: string },
): Promise<DetailRows | null> {
  const [product] = await db
    .select(catalogueColumns())
    .from(products)
    .where(and(eq(products.id, query.productId), catalogueFilter(query.channel, undefined)))
    .limit(1);
  if (!product) return null;
  const [images, informations, sellingPoints] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position)),
    db
      .select()
      .from(productInformations)
      .where(eq(productInformations.productId, product.id))
      .orderBy(asc(productInformations.position)),
    db
      .select()
      .from(productSellingPoints)
      .where(eq(productSellingPoints.productId, product.id))
      .orderBy(asc(productSellingPoints.position)),
  ]);
  return { product: product as CatalogueRow, images, informations, sellingPoints };
}

/** Whether an active product of the channel has this id. */
export async function productExists(
  db: DbExecutor,
  channel: string,
  productId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), catalogueFilter(channel, undefined)))
    .limit(1);
  return Boolean(row);
}

/** Adds a favourite; adding it again keeps the one row. */
export async function insertFavourite(
  db: DbExecutor,
  storeId: string,
  productId: string,
): Promise<void> {
  await db.insert(favourites).values({ storeId, productId }).onConflictDoNothing();
}

export async function deleteFavourite(
  db: DbExecutor,
  storeId: string,
  productId: string,
): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.storeId, storeId), eq(favourites.productId, productId)));
}

/** Records a keyword (again: it moves to the top) and keeps only the store's newest `keep`. */
export async function recordRecentSearch(
  db: DbExecutor,
  storeId: string,
  keyword: string,
  keep: number,
): Promise<void> {
  await db
    .insert(recentSearches)
    .values({ storeId, keyword })
    .onConflictDoUpdate({
      target: [recentSearches.storeId, recentSearches.keyword],
      set: { searchedAt: sql`now()` },
    });
  const newest = db
    .select({ id: recentSearches.id })
    .from(recentSearches)
    .where(eq(recentSearches.storeId, storeId))
    .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id))
    .limit(keep);
  await db
    .delete(recentSearches)
    .where(and(eq(recentSearches.storeId, storeId), notInArray(recentSearches.id, newest)));
}

export async function listRecentSearches(
  db: DbExecutor,
  storeId: string,
  limit: number,
): Promise<Array<{ keyword: string; searchedAt: Date }>> {
  return db
    .select({ keyword: recentSearches.keyword, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.storeId, storeId))
    .orderBy(desc(recentSearches.searchedAt), desc(recentSearches.id))
    .limit(limit);
}

/** Writes a product with its gallery, information sections and selling points (in list order). */
export async function insertProduct(
  db: DbExecutor,
  product: NewProductRow,
  children: {
    images: ImageRow[];
    informations: InformationRow[];
    sellingPoints: SellingPointRow[];
  },
): Promise<string> {
  const [inserted] = await db.insert(products).values(product).returning({ id: products.id });
  const productId = inserted!.id;
  const withPosition = <T>(rows: T[]) =>
    rows.map((row, position) => ({ ...row, productId, position }));
  if (children.images.length > 0)
    await db.insert(productImages).values(withPosition(children.images));
  if (children.informations.length > 0)
    await db.insert(productInformations).values(withPosition(children.informations));
  if (children.sellingPoints.length > 0)
    await db.insert(productSellingPoints).values(withPosition(children.sellingPoints));
  return productId;
}
