import { z } from 'zod';
import {
  ADD_ON_QUANTITY_MAX,
  ADD_ON_UNIT_PRICE_MAX,
  ADD_ON_UNITS,
  checkAddOnFields,
} from '@changdee/domain/add-ons';
import { workTypeSchema } from './availability';
import { successEnvelope } from './envelope';

// Add-ons from the portal (issue 31 item 1, docs/decisions/072), under /ops/v1/add-ons: the
// Operator's. The priced extras of a work type; every write carries the version it was made on
// (409 STALE_EDIT otherwise) and is audited.

export const addOnAdminPaths = {
  list: '/ops/v1/add-ons',
  one: '/ops/v1/add-ons/:addOnId',
} as const;

export const addOnPath = (addOnId: string): string =>
  addOnAdminPaths.one.replace(':addOnId', addOnId);

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const quantitySchema = z.number().positive().max(ADD_ON_QUANTITY_MAX);

export const addOnParamsSchema = z.object({ addOnId: z.uuid({ error: 'issue.id' }) });

/** The fields of an add-on as the form and the server read them; bounds checked by the domain. */
export const addOnFieldsSchema = z
  .object({
    work_type: workTypeSchema,
    name_th: trimmed(120),
    name_en: trimmed(120),
    unit: z.enum(ADD_ON_UNITS),
    /** Price of one unit in satang (฿350.50 is 35050), VAT included when it applies. */
    unit_price_satang: z.number().int().min(0).max(ADD_ON_UNIT_PRICE_MAX),
    min_qty: quantitySchema,
    max_qty: quantitySchema,
    whole_units: z.boolean(),
    vat_applies: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((fields, context) => {
    const refusal = checkAddOnFields(fields);
    if (refusal === null) return;
    context.addIssue({
      code: 'custom',
      path: ['min_qty'],
      message: refusal === 'whole_bounds' ? 'issue.addOnWholeBounds' : 'issue.addOnBounds',
    });
  });
export type AddOnFields = z.infer<typeof addOnFieldsSchema>;

export const addOnUpdateSchema = addOnFieldsSchema.safeExtend({
  expected_version: z.number().int().min(1),
});
export type AddOnUpdate = z.infer<typeof addOnUpdateSchema>;

export const addOnSchema = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  work_type: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  unit: z.enum(ADD_ON_UNITS),
  unit_price_satang: z.number().int().min(0),
  min_qty: z.number(),
  max_qty: z.number(),
  whole_units: z.boolean(),
  vat_applies: z.boolean(),
  active: z.boolean(),
});
export type AddOn = z.infer<typeof addOnSchema>;

export const addOnListSchema = z.object({
  add_ons: z.array(addOnSchema),
  /** The work types there are (the catalogue's and the teams'), for the form's choice. */
  work_types: z.array(z.string()),
});
export type AddOnList = z.infer<typeof addOnListSchema>;

export const addOnListResponseSchema = successEnvelope(addOnListSchema);
export const addOnResponseSchema = successEnvelope(addOnSchema);
