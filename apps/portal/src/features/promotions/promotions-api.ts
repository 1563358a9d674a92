import {
  promotionAdminListResponseSchema,
  promotionAdminPath,
  promotionAdminPaths,
  promotionAdminResponseSchema,
  promotionPreviewResponseSchema,
  type PromotionInput,
  type PromotionPreviewRequest,
} from '@changdee/contract/coupons-admin';
import { apiRequest } from '../../lib/api';

// The portal's promotion calls (docs/decisions/050): /ops/v1/promotions…, Operators only.

export const promotionKeys = { all: ['portal', 'promotions'] as const };

export const fetchPromotions = (signal?: AbortSignal) =>
  apiRequest({
    path: promotionAdminPaths.list,
    schema: promotionAdminListResponseSchema.shape.data,
    signal,
  });

export const createPromotion = (promotion: PromotionInput) =>
  apiRequest({
    method: 'POST',
    path: promotionAdminPaths.create,
    body: { promotion },
    schema: promotionAdminResponseSchema.shape.data,
  });

export const updatePromotion = (id: string, expectedVersion: number, promotion: PromotionInput) =>
  apiRequest({
    method: 'PATCH',
    path: promotionAdminPath(id),
    body: { expected_version: expectedVersion, promotion },
    schema: promotionAdminResponseSchema.shape.data,
  });

export const previewPromotion = (request: PromotionPreviewRequest) =>
  apiRequest({
    method: 'POST',
    path: promotionAdminPaths.preview,
    body: request,
    schema: promotionPreviewResponseSchema.shape.data,
  });
