import {
  addOnAdminPaths,
  addOnListResponseSchema,
  addOnPath,
  addOnResponseSchema,
  type AddOnFields,
  type AddOnUpdate,
} from '@changdee/contract/add-ons-admin';
import { apiRequest } from '../../lib/api';

// The add-ons page's calls (docs/decisions/072): /ops/v1/add-ons, the Operator's.

export const addOnKeys = {
  all: ['portal', 'add-ons'] as const,
  list: ['portal', 'add-ons', 'list'] as const,
};

const one = addOnResponseSchema.shape.data;

export const fetchAddOns = (signal?: AbortSignal) =>
  apiRequest({ path: addOnAdminPaths.list, schema: addOnListResponseSchema.shape.data, signal });
export const createAddOn = (fields: AddOnFields) =>
  apiRequest({ method: 'POST', path: addOnAdminPaths.list, body: fields, schema: one });
export const updateAddOn = (id: string, update: AddOnUpdate) =>
  apiRequest({ method: 'PATCH', path: addOnPath(id), body: update, schema: one });
