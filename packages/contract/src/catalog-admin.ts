import { z } from 'zod';
import { SELLING_POINT_ICONS } from '@changdee/domain/product-types';
import { expectedVersionSchema } from './audit';
import { successEnvelope } from './envelope';
import { bahtSchema } from './shared-fields';

// The services admin of the operations portal (issue 21 item 1, docs/decisions/049): Operators
// list, create, edit, publish/unpublish and order the catalogue's services, upload their images
// and write their information. One schema for the portal's form and the server. Every write is
// audited, versioned (expected_version, 409 STALE_EDIT) and empties every server's catalogue
// cache at its commit.

export const catalogAdminPaths = {
  list: '/ops/v1/catalog/services',
  create: '/ops/v1/catalog/services',
  detail: '/ops/v1/catalog/services/:serviceId',
  update: '/ops/v1/catalog/services/:serviceId',
  publish: '/ops/v1/catalog/services/:serviceId/publish',
  unpublish: '/ops/v1/catalog/services/:serviceId/unpublish',
  order: '/ops/v1/catalog/services-order',
  images: '/ops/v1/catalog/images',
  channels: '/ops/v1/catalog/channels',
  preview: '/ops/v1/catalog/information-preview',
} as const;

/** Where uploaded images are served (content-addressed WebP, cached a year). */
export const UPLOADED_IMAGE_PATH_PREFIX = '/images/uploads/';

export const serviceDetailPath = (id: string): string =>
  catalogAdminPaths.detail.replace(':serviceId', encodeURIComponent(id));
export const servicePublishPath = (id: string, publish: boolean): string =>
  (publish ? catalogAdminPaths.publish : catalogAdminPaths.unpublish).replace(
    ':serviceId',
    encodeURIComponent(id),
  );

export const SERVICE_IMAGES_MAX = 10;
export const SERVICE_INFORMATIONS_MAX = 10;
export const SERVICE_SELLING_POINTS_MAX = 6;
export const SERVICE_LOCK_DAYS_MAX = 60;
export const SERVICE_QTY_MAX = 999;
/** An uploaded image: at most this many bytes (a phone photo). */
export const SERVICE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const text = (max: number) => z.string().trim().min(1).max(max);
/** A text in both languages, neither empty. */
const bilingual = (max: number) => z.object({ th: text(max), en: text(max) });
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

/** An image of the gallery: one of ours (seeded or uploaded), with its alt text. */
const imageUrl = z
  .string()
  .max(200)
  .regex(/^\/images\/(products|uploads)\/[a-z0-9-]{1,80}\.[0-9a-f]{10}\.webp$/);
export const serviceImageSchema = z.object({
  url: imageUrl,
  thumbnail: imageUrl,
  alt: bilingual(200),
});

export const serviceInformationSchema = z.object({
  title: bilingual(200),
  /** HTML, cleaned on the way in by the shop's allow-list (information-html-policy). */
  content: z.object({ th: z.string().max(50_000), en: z.string().max(50_000) }),
});

export const sellingPointSchema = z.object({
  text: bilingual(200),
  icon: z.enum(SELLING_POINT_ICONS),
});

const qty = z.number().int().min(1).max(SERVICE_QTY_MAX);

/** S: a survey at a fixed price; I: an installation priced per unit, within min…limit. */
export const servicePricingSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('S'), price: bahtSchema }),
  z
    .object({
      type: z.literal('I'),
      unit_price: bahtSchema,
      unit: bilingual(40),
      min_qty: qty,
      limit_qty: qty.nullable(),
    })
    .refine((p) => p.limit_qty === null || p.limit_qty >= p.min_qty, {
      path: ['limit_qty'],
    }),
]);
export type ServicePricing = z.infer<typeof servicePricingSchema>;

/** What the form sends to create a service (and, with expected_version, to edit one). */
export const serviceInputSchema = z.object({
  channel: code,
  sku_code: code,
  sku_mapping: code,
  type_of_work: code,
  name: bilingual(200),
  pricing: servicePricingSchema,
  /** The undiscounted reference price shown struck through. */
  normal_price: bahtSchema.nullable(),
  is_survey_discount: z.boolean(),
  lock_days: z.number().int().min(0).max(SERVICE_LOCK_DAYS_MAX),
  images: z.array(serviceImageSchema).max(SERVICE_IMAGES_MAX),
  informations: z.array(serviceInformationSchema).max(SERVICE_INFORMATIONS_MAX),
  selling_points: z.array(sellingPointSchema).max(SERVICE_SELLING_POINTS_MAX),
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

export const serviceUpdateSchema = serviceInputSchema.extend({
  expected_version: expectedVersionSchema,
});
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

export const versionOnlySchema = z.object({ expected_version: expectedVersionSchema });

export const serviceParamsSchema = z.object({ serviceId: z.uuid() });

/** A service as the admin reads it: what the form edits, and its state. */
export const serviceAdminSchema = serviceInputSchema.extend({
  _id: z.uuid(),
  active: z.boolean(),
  position: z.number().int(),
  version: z.number().int().min(1),
  updated_at: z.iso.datetime({ offset: true }),
});
export type ServiceAdmin = z.infer<typeof serviceAdminSchema>;
export const serviceAdminResponseSchema = successEnvelope(serviceAdminSchema);

export const serviceListQuerySchema = z.object({ channel: code.optional() });
/** One row of the list. */
export const serviceRowSchema = z.object({
  _id: z.uuid(),
  channel: z.string(),
  sku_code: z.string(),
  name: z.object({ th: z.string(), en: z.string() }),
  product_type: z.enum(['S', 'I']),
  /** The price (S) or the unit price (I). */
  price: bahtSchema,
  type_of_work: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  thumbnail: z.string().nullable(),
});
export type ServiceRow = z.infer<typeof serviceRowSchema>;
export const serviceListResponseSchema = successEnvelope(
  z.object({ services: z.array(serviceRowSchema) }),
);

/** The channel's services in their new catalogue order (every one of them, once). */
export const serviceOrderSchema = z.object({
  channel: code,
  service_ids: z.array(z.uuid()).min(1).max(1000),
});
export const serviceOrderResponseSchema = successEnvelope(
  z.object({ services: z.array(serviceRowSchema) }),
);

/** An uploaded image: the gallery entry's url and thumbnail. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  thumbnail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const uploadedImageResponseSchema = successEnvelope(uploadedImageSchema);

export const catalogChannelsResponseSchema = successEnvelope(
  z.object({
    channels: z.array(
      z.object({ code: z.string(), name: z.object({ th: z.string(), en: z.string() }) }),
    ),
    work_types: z.array(z.string()),
  }),
);

/** Information HTML to preview: answered cleaned exactly as it would be saved and served. */
export const informationPreviewSchema = z.object({ html: z.string().max(50_000) });
export const informationPreviewResponseSchema = successEnvelope(z.object({ html: z.string() }));
