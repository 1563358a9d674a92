import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  catalogImages,
  channels,
  contractorWorkTypes,
  productImages,
  productInformations,
  products,
  productSellingPoints,
} from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version' | 'position' | 'active'
>;

export interface ProductParts {
  images: Array<{ url: string; thumbnail: string; altTh: string; altEn: string }>;
  informations: Array<{ titleTh: string; titleEn: string; htmlTh: string; htmlEn: string }>;
  sellingPoints: Array<{
    textTh: string;
    textEn: string;
    icon: (typeof productSellingPoints.$inferInsert)['icon'];
  }>;
}

export interface ProductWhole extends ProductParts {
  product: ProductRow;
}

export async function listProducts(db: DbExecutor, channel?: string) {
  return db
    .select({
      product: products,
      thumbnail: sql<string | null>`(select ${productImages.thumbnail} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.position} limit 1)`,
    })
    .from(products)
    .where(channel === undefined ? undefined : eq(products.channelCode, channel))
    .orderBy(asc(products.channelCode), asc(products.position), asc(products.skuCode));
}

/** The product with its parts; `lock` reads it FOR UPDATE (an edit's first step). */
export async function findProduct(
  db: DbExecutor,
  id: string,
  lock = false,
): Promise<ProductWhole | null> {
  const base = db.select().from(products).where(eq(products.id, id));
  const [product] = lock ? await base.for('update') : await base;
  if (!product) return null;
  // One after another: inside a transaction they share one connection.
  const images = await db
    .select({
      url: productImages.url,
      thumbnail: productImages.thumbnail,
      altTh: productImages.altTh,
      altEn: productImages.altEn,
    })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  const informations = await db
    .select({
      titleTh: productInformations.titleTh,
      titleEn: productInformations.titleEn,
      htmlTh: productInformations.htmlTh,
      htmlEn: productInformations.htmlEn,
    })
    .from(productInformations)
    .where(eq(productInformations.productId, id))
    .orderBy(asc(productInformations.position));
  const sellingPoints = await db
    .select({
      textTh: productSellingPoints.textTh,
      textEn: productSellingPoints.textEn,
      icon: productSellingPoints.icon,
    })
    .from(productSellingPoints)
    .where(eq(productSellingPoints.productId, id))
    .orderBy(asc(productSellingPoints.position));
  return { product, images, informations, sellingPoints };
}

export async function skuTaken(
  db: DbExecutor,
  channel: string,
  sku: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.channelCode, channel), eq(products.skuCode, sku)));
  return rows.some((row) => row.id !== exceptId);
}

export async function channelExists(db: DbExecutor, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: channels.code })
    .from(channels)
    .where(eq(channels.code, code));
  return rows.length > 0;
}

export async function nextPosition(db: DbExecutor, channel: string): Promise<number> {
  const [row] = await db
    .select({ last: max(products.position) })
    .from(products)
    .where(eq(products.channelCode, channel));
  return (row?.last ?? -1) + 1;
}

async function writeParts(tx: DbExecutor, productId: string, parts: ProductParts): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx.delete(productInformations).where(eq(productInformations.productId, productId));
  await tx.delete(productSellingPoints).where(eq(productSellingPoints.productId, productId));
  if (parts.images.length > 0)
    await tx
      .insert(productImages)
      .values(parts.images.map((image, position) => ({ ...image, productId, position })));
  if (parts.informations.length > 0)
    await tx
      .insert(productInformations)
      .values(parts.informations.map((info, position) => ({ ...info, productId, position })));
  if (parts.sellingPoints.length > 0)
    await tx
      .insert(productSellingPoints)
      .values(parts.sellingPoints.map((point, position) => ({ ...point, productId, position })));
}

export async function insertProduct(
  tx: DbExecutor,
  values: ProductValues & { position: number; active: boolean },
  parts: ProductParts,
): Promise<string> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  await writeParts(tx, row!.id, parts);
  return row!.id;
}

export async function updateProduct(
  tx: DbExecutor,
  id: string,
  version: number,
  values: ProductValues,
  parts: ProductParts,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, version, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  await writeParts(tx, id, parts);
}

export async function setActive(
  tx: DbExecutor,
  id: string,
  version: number,
  active: boolean,
): Promise<void> {
  await tx
    .update(products)
    .set({ active, version, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function setPosition(
  tx: DbExecutor,
  id: string,
  position: number,
  version: number,
): Promise<void> {
  await tx
    .update(products)
    .set({ position, version, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function lockChannelProducts(tx: DbExecutor, channel: string) {
  return tx
    .select({ id: products.id, position: products.position, version: products.version })
    .from(products)
    .where(eq(products.channelCode, channel))
    .orderBy(asc(products.position))
    .for('update');
}

export async function listChannels(db: DbExecutor) {
  return db.select().from(channels).orderBy(asc(channels.code));
}

export async function listWorkTypes(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workType: contractorWorkTypes.workType })
    .from(contractorWorkTypes)
    .union(db.selectDistinct({ workType: products.typeOfWork }).from(products));
  return rows.map((row) => row.workType).sort();
}

export async function saveImage(
  db: DbExecutor,
  image: { name: string; bytes: Buffer; width: number; height: number },
): Promise<void> {
  await db.insert(catalogImages).values(image).onConflictDoNothing();
}

export async function readImage(db: DbExecutor, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: catalogImages.bytes })
    .from(catalogImages)
    .where(eq(catalogImages.name, name));
  return row?.bytes ?? null;
}
