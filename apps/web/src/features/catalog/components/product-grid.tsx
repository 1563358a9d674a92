import type { ReactNode } from 'react';
import type { ProductSummary } from '@changdee/contract/catalog';
import { useCardPromotions } from '../lib/use-card-promotions';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridClass =
  'row row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-xl-4 g-2 g-sm-3 list-unstyled mb-0 product-grid';

/**
 * Cards in a responsive grid (1 / 2 / 3 / 4 columns; on phones one column of compact cards), with
 * skeletons appended while loading; each card with its running promotion.
 */
export function ProductGrid({
  products,
  skeletons = 0,
  label,
  after,
}: {
  products: readonly ProductSummary[];
  skeletons?: number;
  label: string;
  after?: ReactNode;
}) {
  const promotions = useCardPromotions(products.map((product) => product._id));
  return (
    <>
      <ul className={gridClass} aria-label={label} aria-busy={skeletons > 0 || undefined}>
        {products.map((product) => (
          <li key={product._id} className="col">
            <ProductCard product={product} promotion={promotions.get(product._id)} />
          </li>
        ))}
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={`skeleton-${index}`} className="col">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
      {after}
    </>
  );
}
