import type { ProductDetail, ProductSummary } from '@changdee/contract/catalog';

/** A detail answer as a card (the saved list shows cards). */
export function summaryOf(product: ProductDetail): ProductSummary {
  const { images, informations: _informations, selling_points: _points, ...rest } = product;
  return { ...rest, image: images[0] ?? null };
}
