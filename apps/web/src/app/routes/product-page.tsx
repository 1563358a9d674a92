import { ProductBooking } from '../../features/cart/components/booking/product-booking';
import { ProductDetailPage } from '../../features/catalog/routes/product-detail-page';

/**
 * /product/{name}?id= (spec §2 Product detail): the catalogue's page with the cart's booking part
 * (quantity, note, coupons, totals, add to cart and book), composed here so that neither feature
 * reaches into the other.
 */
export function Component() {
  return <ProductDetailPage booking={ProductBooking} />;
}
