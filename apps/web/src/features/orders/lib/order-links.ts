/** The query parameter naming the order on /order_success and /more_detail. */
export const CART_ORDER_PARAM = 'cartOrderNo';

export const orderSuccessPath = (cartOrderNo: string): string =>
  `/order_success?${CART_ORDER_PARAM}=${encodeURIComponent(cartOrderNo)}`;

export const moreDetailPath = (cartOrderNo: string): string =>
  `/more_detail?${CART_ORDER_PARAM}=${encodeURIComponent(cartOrderNo)}`;

export const trackingPath = (cartOrderNo: string): string =>
  `/tracking/${encodeURIComponent(cartOrderNo)}`;
