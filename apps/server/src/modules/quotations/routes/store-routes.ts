import { errorBodySchema } from '@changdee/contract/envelope';
import { quotationParamsSchema } from '@changdee/contract/quotations';
import {
  counterApprovalSchema,
  customerQuotationResponseSchema,
  quotationDecisionPaths,
  quotationPriceRequestSchema,
  quotationPriceResponseSchema,
} from '@changdee/contract/quotation-decisions';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { deviceOf } from '../../../lib/device';
import { refusePrices } from '../../../lib/refuse-prices';
import { REFUSALS, success } from '../../../lib/route-answers';
import { approveAtCounter, storePrice, storeQuotation } from '../store-quotation';
import type { QuotationsApp } from './route-parts';

// The survey's quotation on the store's order pages, and an approval at the counter (079).

const readers = { access: { roles: [...SHOP_ROLES, 'Operator'] } } as const;
const counter = { access: { roles: SHOP_ROLES } } as const;

export function quotationStoreRoutes(app: QuotationsApp) {
  readRoute(app);
  priceRoute(app);
  counterRoute(app);
}

function readRoute(app: QuotationsApp) {
  app.get(
    quotationDecisionPaths.storeQuotation,
    {
      config: readers,
      schema: {
        tags: ['quotations'],
        summary: 'The survey’s quotation as sent, its answers and its installation',
        description:
          'For whoever may read the survey order (the order policy’s read). Not sent yet: 404 ' +
          'QUOTATION_NOT_FOUND.',
        params: quotationParamsSchema,
        response: { 200: customerQuotationResponseSchema, ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request) =>
      success(await storeQuotation(app.db, request.auth!, request.params.cartOrderNo)),
  );
}

function priceRoute(app: QuotationsApp) {
  app.post(
    quotationDecisionPaths.storePrice,
    {
      config: readers,
      preValidation: refusePrices,
      schema: {
        tags: ['quotations'],
        summary: 'The quotation’s totals with the optional lines ticked at the counter',
        description:
          'As the customer’s price route, for whoever may read the survey order. A price in the ' +
          'body: 400 PRICE_NOT_ACCEPTED; a position that is not an optional line: 400 ' +
          'QUOTATION_CHOICE_NOT_OPTIONAL; another version than the one sent: 409.',
        params: quotationParamsSchema,
        body: quotationPriceRequestSchema,
        response: {
          200: quotationPriceResponseSchema,
          ...REFUSALS,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(await storePrice(app.db, request.auth!, request.params.cartOrderNo, request.body)),
  );
}

function counterRoute(app: QuotationsApp) {
  app.post(
    quotationDecisionPaths.counterApproval,
    {
      config: counter,
      preValidation: refusePrices,
      schema: {
        tags: ['quotations'],
        summary: 'Record the customer’s signed approval at the store’s counter',
        description:
          'The store’s own orders (the order policy’s approve_quotation), under the acting ' +
          'employee (employee_code). As on the customer’s page: the version sent, not past its ' +
          'last valid day (409 QUOTATION_VERSION_NOT_SENT, QUOTATION_NOT_OPEN, QUOTATION_EXPIRED), ' +
          'only optional lines ticked (400 QUOTATION_CHOICE_NOT_OPTIONAL), a drawn PNG signature ' +
          '(413/415/422); books the installation in the same transaction (409 ' +
          'INSTALLATION_NO_FREE_SLOT when no team is free). A price in the body: 400.',
        params: quotationParamsSchema,
        body: counterApprovalSchema,
        response: {
          200: customerQuotationResponseSchema,
          ...REFUSALS,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      success(
        await approveAtCounter(app.db, request.auth!, request.params.cartOrderNo, request.body, {
          device: deviceOf(request),
          now: app.clock.now(),
          orderNumberKey: app.config.orderNumberKey,
        }),
      ),
  );
}
