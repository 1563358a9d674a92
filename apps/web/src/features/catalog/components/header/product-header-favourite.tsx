import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { productQueryOptions } from '../../api/catalog-api';
import { summaryOf } from '../../lib/product-summary';
import { useStoreScope } from '../../lib/use-store-scope';
import { FavouriteButton } from '../favourite-button';

/**
 * Spec §2: on the product page on mobile, the header's favourites button becomes this service's
 * favourite toggle. It reads the page's product from the same query (no second request); until
 * the product is there it keeps its place empty.
 */
export function ProductHeaderFavourite({ className }: { className?: string }) {
  const scope = useStoreScope();
  const id = useSearchParams()[0].get('id');
  const query = useQuery({
    ...productQueryOptions(scope?.storeId ?? '', id ?? ''),
    enabled: Boolean(scope && id),
  });
  if (!query.data) return <span className={className} aria-hidden="true" />;
  return <FavouriteButton product={summaryOf(query.data)} variant="header" className={className} />;
}
