import { z } from 'zod';
import {
  paymentSlipActionPath,
  paymentSlipPaths,
  paymentSlipResponseSchema,
  waitingSlipsResponseSchema,
  type SlipVerification,
} from '@changdee/contract/payment-slips';
import { apiRequest } from '../../lib/api';

// A bank transfer's slips waiting for an operator (decision 069): the list, a slip's file (read
// with the session's token, so shown from a blob) and the two decisions.

export const slipKeys = {
  waiting: ['portal', 'payments', 'slips'] as const,
  file: (url: string) => ['portal', 'payments', 'slip-file', url] as const,
};

export const fetchWaitingSlips = (signal?: AbortSignal) =>
  apiRequest({
    path: paymentSlipPaths.waiting,
    schema: waitingSlipsResponseSchema.shape.data,
    signal,
  });

export const fetchSlipFile = (url: string, signal?: AbortSignal) =>
  apiRequest({ path: url, binary: true, schema: z.instanceof(Blob), signal });

export const confirmSlip = (slipId: string, verification: SlipVerification) =>
  apiRequest({
    method: 'POST',
    path: paymentSlipActionPath('confirm', slipId),
    body: verification,
    schema: paymentSlipResponseSchema.shape.data,
  });

export const rejectSlip = (slipId: string, reason: string) =>
  apiRequest({
    method: 'POST',
    path: paymentSlipActionPath('reject', slipId),
    body: { reason },
    schema: paymentSlipResponseSchema.shape.data,
  });
