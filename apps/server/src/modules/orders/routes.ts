import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeDateRoute } from './routes/change-date';
import { checkFamilyRoute } from './routes/check-family';
import { createOrderRoute } from './routes/create-order';
import { getOrderRoute } from './routes/get-order';
import { orderSignatureRoute } from './routes/order-signature';
import { payOrderRoute } from './routes/pay-order';
import { paymentWebhookRoute } from './routes/payment-webhook';
import { paymentSlipRoutes } from './routes/payment-slips';
import { orderRouteSettings } from './routes/route-parts';
import { updateContractorRoute } from './routes/update-contractor';
import { updateStatusRoute } from './routes/update-status';

// Orders of spec §7, one route file a use case (routes/): check-scg-family, createCartOrder,
// carts/{cartOrderNo}, cart-payment (and the payment provider's webhook), changeDate,
// order/updateContractor and order/updateStatus; a bank transfer's slips (decision 069).

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = orderRouteSettings(app);
  checkFamilyRoute(app, settings);
  createOrderRoute(app);
  getOrderRoute(app);
  orderSignatureRoute(app);
  payOrderRoute(app, settings);
  await paymentWebhookRoute(app, settings);
  changeDateRoute(app);
  updateContractorRoute(app);
  updateStatusRoute(app);
  // Its own scope: the only multipart bodies of the orders' routes (decision 069).
  await app.register(paymentSlipRoutes);
};
