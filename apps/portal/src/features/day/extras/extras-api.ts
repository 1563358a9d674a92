import {
  extraPath,
  extraPaths,
  extrasPaymentResponseSchema,
  jobExtrasResponseSchema,
  type AddExtrasRequest,
  type ExtraApproval,
} from '@changdee/contract/extras';
import { apiRequest } from '../../../lib/api';

// The extras' calls on the technician's phone (decision 080). Every figure comes back from the
// server: the phone sends add-ons and quantities, the customer's name and signature, nothing else.

export const extrasKey = (orderNo: string) => ['portal', 'extras', orderNo] as const;

const jobExtras = jobExtrasResponseSchema.shape.data;
const on = (template: string, cartOrderNo: string, extraId?: string) =>
  extraPath(template, { cartOrderNo, extraId });

export const fetchJobExtras = (orderNo: string, signal?: AbortSignal) =>
  apiRequest({ path: on(extraPaths.list, orderNo), schema: jobExtras, signal });

export const addExtras = (orderNo: string, body: AddExtrasRequest) =>
  apiRequest({ method: 'POST', path: on(extraPaths.list, orderNo), body, schema: jobExtras });

export const approveExtra = (orderNo: string, extraId: string, body: ExtraApproval) =>
  apiRequest({
    method: 'POST',
    path: on(extraPaths.approval, orderNo, extraId),
    body,
    schema: jobExtras,
  });

export const declineExtra = (orderNo: string, extraId: string) =>
  apiRequest({
    method: 'POST',
    path: on(extraPaths.decline, orderNo, extraId),
    body: {},
    schema: jobExtras,
  });

export const extrasQr = (orderNo: string) =>
  apiRequest({
    method: 'POST',
    path: on(extraPaths.payment, orderNo),
    body: { method: 'promptpay' },
    schema: extrasPaymentResponseSchema.shape.data,
  });
