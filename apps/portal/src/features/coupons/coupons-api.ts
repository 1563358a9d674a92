import { z } from 'zod';
import {
  couponAdminListResponseSchema,
  couponAdminPath,
  couponAdminPaths,
  couponAdminResponseSchema,
  couponScopeOptionsPath,
  couponScopeOptionsResponseSchema,
  linePreviewResponseSchema,
  type CouponInput,
  type CouponPreviewRequest,
} from '@changdee/contract/coupons-admin';
import { apiRequest } from '../../lib/api';

// The portal's coupon calls (docs/decisions/050): /ops/v1/coupons…, Operators only.

export const couponKeys = {
  all: ['portal', 'coupons'] as const,
  options: ['portal', 'coupon-options'] as const,
};

export const fetchCoupons = (signal?: AbortSignal) =>
  apiRequest({
    path: couponAdminPaths.list,
    schema: couponAdminListResponseSchema.shape.data,
    signal,
  });

export const fetchScopeOptions = (signal?: AbortSignal) =>
  apiRequest({
    path: couponScopeOptionsPath,
    schema: couponScopeOptionsResponseSchema.shape.data,
    signal,
  });

export const createCoupon = (coupon: CouponInput) =>
  apiRequest({
    method: 'POST',
    path: couponAdminPaths.create,
    body: { coupon },
    schema: couponAdminResponseSchema.shape.data,
  });

export const updateCoupon = (id: string, expectedVersion: number, coupon: CouponInput) =>
  apiRequest({
    method: 'PATCH',
    path: couponAdminPath(id),
    body: { expected_version: expectedVersion, coupon },
    schema: couponAdminResponseSchema.shape.data,
  });

export const deleteCoupon = (id: string, expectedVersion: number) =>
  apiRequest({
    method: 'DELETE',
    path: couponAdminPath(id),
    query: { expected_version: String(expectedVersion) },
    schema: z.unknown(),
  });

export const previewCoupon = (request: CouponPreviewRequest) =>
  apiRequest({
    method: 'POST',
    path: couponAdminPaths.preview,
    body: request,
    schema: linePreviewResponseSchema.shape.data,
  });
