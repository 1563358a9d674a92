import type { ProductDetail } from '@changdee/contract/catalog';
import '../../cart.scss';
import { BookingPanel } from './booking-panel';
import { MobileBooking } from './mobile-booking';
import { useBooking } from './use-booking';

/**
 * The product page's booking part (spec §2 Product detail), in the shape the catalogue's page asks
 * for (catalog ProductBookingProps): the sticky panel on desktop, the bottom bar and sheets on
 * phones, one form either way.
 */
export function ProductBooking({
  product,
  layout,
  visit,
}: {
  product: ProductDetail;
  layout: 'desktop' | 'mobile';
  visit: string;
}) {
  const booking = useBooking(product, visit);
  return layout === 'desktop' ? (
    <BookingPanel product={product} booking={booking} />
  ) : (
    <MobileBooking product={product} booking={booking} />
  );
}
