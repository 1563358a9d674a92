import { queryOptions } from '@tanstack/react-query';
import {
  rescheduleResponseSchema,
  trackingAnswerSchema,
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingPagePath,
  trackingReschedulePath,
  type RescheduleRequest,
} from '@changdee/contract/tracking';
import {
  lineCodePath,
  lineCodeResponseSchema,
  lineLinkPath,
  lineUnlinkResponseSchema,
} from '@changdee/contract/line-link';
import { paymentSlipPaths, paymentSlipResponseSchema } from '@changdee/contract/payment-slips';
import {
  ratingResponseSchema,
  signOffResponseSchema,
  trackingRatingPath,
  trackingSignOffPath,
  type CustomerSignOffRequest,
} from '@changdee/contract/sign-off';
import {
  extraPath,
  extraPaths,
  trackingExtrasResponseSchema,
  type ExtraApproval,
} from '@changdee/contract/extras';
import {
  customerQuotationResponseSchema,
  quotationPriceResponseSchema,
  trackingQuotationDecisionPath,
  trackingQuotationPath,
  trackingQuotationPricePath,
  type QuotationDecisionRequest,
} from '@changdee/contract/quotation-decisions';
import { apiRequest } from '../../../shared/lib/api-client';

// The customer's tracking link (docs/decisions/046): the clerk's call for an order's link, and the
// customer's calls through the token (no session needed).

export const trackingKeys = {
  link: (cartOrderNo: string) => ['tracking', 'link', cartOrderNo] as const,
  page: (token: string) => ['tracking', 'page', token] as const,
};

/** GET carts/{no}/tracking-link: the link in both languages and its QR. */
export function trackingLinkQueryOptions(cartOrderNo: string) {
  return queryOptions({
    queryKey: trackingKeys.link(cartOrderNo),
    queryFn: ({ signal }) =>
      apiRequest({
        path: trackingLinkPath(cartOrderNo),
        schema: trackingLinkResponseSchema.shape.data,
        signal,
      }),
    staleTime: Infinity, // the link of an order never changes
  });
}

/** GET public/tracking/{token}: what the customer may see of their order. */
export function trackingQueryOptions(token: string) {
  return queryOptions({
    queryKey: trackingKeys.page(token),
    queryFn: ({ signal }) =>
      apiRequest({ path: trackingPagePath(token), schema: trackingAnswerSchema, signal }),
    // The technician sets off, the payment arrives: looked at again every half minute.
    refetchInterval: 30_000,
    staleTime: 15_000,
  });
}

/** POST public/tracking/{token}/reschedule-request. */
export function requestReschedule(token: string, request: RescheduleRequest) {
  return apiRequest({
    method: 'POST',
    path: trackingReschedulePath(token),
    body: request,
    schema: rescheduleResponseSchema.shape.data,
  });
}

/** POST public/tracking/{token}/payment-slips: the customer's transfer slip (decision 069). */
export function attachCustomerSlip(token: string, file: File) {
  const body = new FormData();
  body.append('slip', file);
  return apiRequest({
    method: 'POST',
    path: paymentSlipPaths.attachByCustomer.replace(':token', encodeURIComponent(token)),
    body,
    schema: paymentSlipResponseSchema.shape.data,
  });
}

/** POST public/tracking/{token}/line-code: a one-time code to link LINE (decision 052). */
export function requestLineCode(token: string) {
  return apiRequest({
    method: 'POST',
    path: lineCodePath(token),
    schema: lineCodeResponseSchema.shape.data,
  });
}

/** DELETE public/tracking/{token}/line-link: no more LINE messages for the order's mobile. */
export function unlinkLine(token: string) {
  return apiRequest({
    method: 'DELETE',
    path: lineLinkPath(token),
    schema: lineUnlinkResponseSchema.shape.data,
  });
}

/** POST public/tracking/{token}/sign-off: the absent customer confirms with their signature. */
export const confirmSignOff = (token: string, request: CustomerSignOffRequest) =>
  apiRequest({
    method: 'POST',
    path: trackingSignOffPath(token),
    body: request,
    schema: signOffResponseSchema.shape.data,
  });

/** POST public/tracking/{token}/rating: the customer's stars, once. */
export const rateJob = (token: string, request: { stars: number; comment: string }) =>
  apiRequest({
    method: 'POST',
    path: trackingRatingPath(token),
    body: request,
    schema: ratingResponseSchema.shape.data,
  });

/** The customer's on-site extras (decision 080): to approve or decline, and the QR for the due. */
export const trackingExtrasKey = (token: string) => ['tracking', 'extras', token] as const;

export const fetchTrackingExtras = (token: string, signal?: AbortSignal) =>
  apiRequest({
    path: extraPath(extraPaths.trackingList, { token }),
    schema: trackingExtrasResponseSchema.shape.data,
    signal,
  });

export const approveTrackingExtra = (token: string, extraId: string, body: ExtraApproval) =>
  apiRequest({
    method: 'POST',
    path: extraPath(extraPaths.trackingApproval, { token, extraId }),
    body,
    schema: trackingExtrasResponseSchema.shape.data,
  });

export const declineTrackingExtra = (token: string, extraId: string) =>
  apiRequest({
    method: 'POST',
    path: extraPath(extraPaths.trackingDecline, { token, extraId }),
    body: {},
    schema: trackingExtrasResponseSchema.shape.data,
  });

// ---- the survey's quotation on the customer's page (decision 079) ----

export const quotationKeys = {
  page: (token: string) => ['tracking', 'quotation', token] as const,
  price: (token: string, version: number, chosen: readonly number[]) =>
    ['tracking', 'quotation', token, 'price', version, ...chosen] as const,
};

/** GET public/tracking/{token}/quotation: the version sent, the answers, the installation. */
export function trackingQuotationQueryOptions(token: string) {
  return queryOptions({
    queryKey: quotationKeys.page(token),
    queryFn: ({ signal }) =>
      apiRequest({
        path: trackingQuotationPath(token),
        schema: customerQuotationResponseSchema.shape.data,
        signal,
      }),
  });
}

/** POST public/tracking/{token}/quotation/price: the server's totals for the ticks. */
export function quotationPriceQueryOptions(token: string, version: number, chosen: number[]) {
  return queryOptions({
    queryKey: quotationKeys.price(token, version, chosen),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: trackingQuotationPricePath(token),
        body: { version, chosen },
        schema: quotationPriceResponseSchema.shape.data,
        signal,
      }),
    staleTime: Infinity, // a sent version's prices never change
  });
}

/** POST public/tracking/{token}/quotation/decision: approve, decline or ask for a change. */
export const decideQuotation = (token: string, request: QuotationDecisionRequest) =>
  apiRequest({
    method: 'POST',
    path: trackingQuotationDecisionPath(token),
    body: request,
    schema: customerQuotationResponseSchema.shape.data,
  });
