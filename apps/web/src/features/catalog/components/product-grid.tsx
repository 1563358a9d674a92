import type { ReactNode } from 'react';
import { CATALOGUE_DEFAULT_PAGE_SIZE, type ProductSummary } from '@changdee/contract/catalog';
import { useCardPromotions } from '../lib/use-card-promotions';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridClass =
  'row row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-xl-4 g-2 g-sm-3 list-unstyled mb-0 product-grid';

/** Cards whose images load at once: one row on the widest screen, two or more on a phone. */
const FIRST_SCREEN_CARDS = 4;
/** Of those, the ones fetched first: the phone's first row (two compact cards). */
const LCP_CARDS = 2;

/** A page's worth of cards, with the promotions of its services asked in one call. */
function CardPage({ products, first }: { products: readonly ProductSummary[]; first: boolean }) {
  const promotions = useCardPromotions(products.map((product) => product._id));
  return products.map((product, index) => (
    <li key={product._id} className="col">
      <ProductCard
        product={product}
        promotion={promotions.get(product._id)}
        firstScreen={
          !first || index >= FIRST_SCREEN_CARDS ? undefined : index < LCP_CARDS ? 'lcp' : 'eager'
        }
      />
    </li>
  ));
}

/**
 * Cards in a responsive grid (1 / 2 / 3 / 4 columns; on phones one column of compact cards), with
 * skeletons appended while loading; each card with its running promotion, asked a page of cards at
 * a time (pages already shown keep theirs while more load).
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
  const pages: ProductSummary[][] = [];
  for (let start = 0; start < products.length; start += CATALOGUE_DEFAULT_PAGE_SIZE)
    pages.push(products.slice(start, start + CATALOGUE_DEFAULT_PAGE_SIZE));
  return (
    <>
      <ul className={gridClass} aria-label={label} aria-busy={skeletons > 0 || undefined}>
        {pages.map((page, index) => (
          <CardPage key={page[0]!._id} products={page} first={index === 0} />
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
