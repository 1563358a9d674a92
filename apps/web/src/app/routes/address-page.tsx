import { useCartStore } from '../../features/cart/store/cart-store';
import { useSelectedLocation } from '../../features/location/lib/location-store';
import { AddressPage } from '../../features/orders/routes/address-page';
import { OrderLocationField, orderLocationOf } from './order-location-field';

/**
 * /address (spec §2): the orders feature's address and date step with the cart's lines and the
 * location feature's search, composed here so that no feature reaches into another (decision 024).
 */
export function Component() {
  const cart = useCartStore((state) => state.cart);
  const selected = orderLocationOf(useSelectedLocation());
  return <AddressPage cart={cart} LocationField={OrderLocationField} selectedLocation={selected} />;
}
