import { useCartStore } from '../../features/cart/store/cart-store';
import { CheckoutPage } from '../../features/orders/routes/checkout-page';
import { OrderLocationField } from './order-location-field';

const spendCart = () => useCartStore.getState().clear();

/**
 * /checkout (spec §2): the orders feature's checkout with the cart's lines (emptied once the order
 * is placed) and the location feature's search for the tax invoice's address (decision 024).
 */
export function Component() {
  const cart = useCartStore((state) => state.cart);
  return <CheckoutPage cart={cart} LocationField={OrderLocationField} onOrdered={spendCart} />;
}
