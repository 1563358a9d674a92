import { paymentSlipPaths, paymentSlipResponseSchema } from '@changdee/contract/payment-slips';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  orderDocumentsPath,
  orderDocumentsResponseSchema,
  type OrderDocuments,
} from '@changdee/contract/documents';
import {
  IDEMPOTENCY_KEY_HEADER,
  cartOrderPath,
  cartOrderResponseSchema,
  cartPaymentResponseSchema,
  changeDatePath,
  changeDateResponseSchema,
  checkFamilyResponseSchema,
  orderPaths,
  updateContractorResponseSchema,
  type CartOrder,
  type CartPaymentRequest,
  type ChangeDateRequest,
  type CreateOrderRequest,
  type UpdateContractorRequest,
} from '@changdee/contract/orders';
import {
  counterApprovalPath,
  customerQuotationResponseSchema,
  quotationPriceResponseSchema,
  storeQuotationPath,
  storeQuotationPricePath,
  type CounterApprovalRequest,
} from '@changdee/contract/quotation-decisions';
import { isApiError } from '@changdee/ui/lib/api-error';
import { apiRequest, longApiRequest } from '../../../shared/lib/api-client';

// The order calls of spec §7 (shapes in packages/contract/src/orders.ts): the order itself as a
// query, and the calls that change something as plain functions the pages wrap in mutations.

export const orderKeys = {
  all: ['orders'] as const,
  order: (cartOrderNo: string) => ['orders', 'order', cartOrderNo] as const,
};

/** GET /b2b/v2/carts/{cartOrderNo}: the order, for its own store (masked for the brand). */
export function cartOrderQueryOptions(cartOrderNo: string) {
  return queryOptions({
    queryKey: orderKeys.order(cartOrderNo),
    queryFn: ({ signal }): Promise<CartOrder> =>
      apiRequest({
        path: cartOrderPath(cartOrderNo),
        schema: cartOrderResponseSchema.shape.data,
        signal,
      }),
    // Its status and payment move on elsewhere (the provider's webhook, the contractor).
    staleTime: 15_000,
  });
}

/**
 * POST /b2b/v2/createCartOrder with the checkout attempt's Idempotency-Key: sent again with the
 * same body (a retry after a timeout, a second click) it answers the first order, never a second.
 * The long client: the server prices, verifies coupons and books in one transaction.
 */
export function createCartOrder(order: CreateOrderRequest, idempotencyKey: string) {
  return longApiRequest({
    method: 'POST',
    path: orderPaths.create,
    body: order,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: cartOrderResponseSchema.shape.data,
  });
}

/** POST /changdee/v1/b2b/check-scg-family: the mobile's family membership and shop customer. */
export function checkFamily(mobile: string, signal?: AbortSignal) {
  return apiRequest({
    method: 'POST',
    path: orderPaths.checkFamily,
    body: { mobile },
    schema: checkFamilyResponseSchema.shape.data,
    signal,
  });
}

/** POST /b2b/v2/cart-payment: a PromptPay QR for the amount, or the store took the money. */
export function payCartOrder(request: CartPaymentRequest) {
  return apiRequest({
    method: 'POST',
    path: orderPaths.payment,
    body: request,
    schema: cartPaymentResponseSchema.shape.data,
  });
}

/** POST carts/{cartOrderNo}/payment-slips: attaches a bank transfer's slip (decision 069). */
export function attachPaymentSlip(cartOrderNo: string, file: File, employeeCode: string) {
  const body = new FormData();
  // The employee first: the server reads the fields before the file.
  body.append('employee_code', employeeCode);
  body.append('slip', file);
  return apiRequest({
    method: 'POST',
    path: paymentSlipPaths.attach.replace(':cartOrderNo', encodeURIComponent(cartOrderNo)),
    body,
    schema: paymentSlipResponseSchema.shape.data,
  });
}

/** POST /b2b/v2/changeDate/{cartOrderNo}: moves the booking (old slot freed) or refuses. */
export function changeOrderDate(request: ChangeDateRequest) {
  return longApiRequest({
    method: 'POST',
    path: changeDatePath(request.cartOrderNo),
    body: request,
    schema: changeDateResponseSchema.shape.data,
  });
}

/** POST /b2b/v2/order/updateContractor: the contractor the calendar should be asked about. */
export function updateOrderContractor(request: UpdateContractorRequest) {
  return apiRequest({
    method: 'POST',
    path: orderPaths.updateContractor,
    body: request,
    schema: updateContractorResponseSchema.shape.data,
  });
}

/** GET /b2b/v2/carts/{cartOrderNo}/documents: its tax invoice / receipt and credit note. */
export function orderDocumentsQueryOptions(cartOrderNo: string) {
  return queryOptions({
    queryKey: [...orderKeys.order(cartOrderNo), 'documents'] as const,
    queryFn: ({ signal }): Promise<OrderDocuments> =>
      apiRequest({
        path: orderDocumentsPath(cartOrderNo),
        schema: orderDocumentsResponseSchema.shape.data,
        signal,
      }),
    // A paid order's document is issued by a job a moment after the payment: look again until
    // one is there.
    refetchInterval: (query) => (query.state.data?.documents.length === 0 ? 3000 : false),
  });
}

/**
 * A file of the order: a document's PDF, the customer's signature (the signed-in user's token
 * goes with it, so no plain link).
 */
export function downloadOrderDocument(pdfUrl: string): Promise<Blob> {
  return apiRequest({ path: pdfUrl, binary: true, schema: z.instanceof(Blob) });
}

// ---- a survey's quotation on the store's order pages (decision 079) ----

export const quotationOrderKeys = {
  one: (cartOrderNo: string) => ['orders', 'quotation', cartOrderNo] as const,
};

/**
 * GET carts/{no}/quotation: the survey's quotation, or the one an installation was booked by;
 * null when the order has none (404 QUOTATION_NOT_FOUND).
 */
export function storeQuotationQueryOptions(cartOrderNo: string) {
  return queryOptions({
    queryKey: quotationOrderKeys.one(cartOrderNo),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest({
          path: storeQuotationPath(cartOrderNo),
          schema: customerQuotationResponseSchema.shape.data,
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.code === 'QUOTATION_NOT_FOUND') return null;
        throw error;
      }
    },
  });
}

/** POST carts/{no}/quotation/price: the server's totals of the ticks at the counter. */
export function storeQuotationPriceQueryOptions(
  cartOrderNo: string,
  version: number,
  chosen: number[],
) {
  return queryOptions({
    queryKey: [...quotationOrderKeys.one(cartOrderNo), 'price', version, ...chosen] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: storeQuotationPricePath(cartOrderNo),
        body: { version, chosen },
        schema: quotationPriceResponseSchema.shape.data,
        signal,
      }),
    staleTime: Infinity, // a sent version's prices never change
  });
}

/** POST carts/{no}/quotation/approval: the customer's signed approval at the counter. */
export const approveAtCounter = (cartOrderNo: string, request: CounterApprovalRequest) =>
  apiRequest({
    method: 'POST',
    path: counterApprovalPath(cartOrderNo),
    body: request,
    schema: customerQuotationResponseSchema.shape.data,
  });
