import { z } from 'zod';
import { ROLES } from '@changdee/domain/roles';
import { EMPLOYEE_KEYWORD_MAX_LENGTH } from '@changdee/domain/employee-search';
import { successEnvelope } from './envelope';
import { localizedTextSchema } from './shared-fields';

// Employees (spec §3 Employee): the store's selling staff, one of whom is chosen after sign-in.
// POST /b2b/v2/channel/search fills the employee dropdown; GET /a/v1/admin/employee/{adminUUID}
// is the `{gateway}` lookup of an admin portal person and the employee record they are.

export const employeeSchema = z.object({
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The store's name as the employee record carries it. */
  channelName: z.string(),
  /** The store's branch id (sent with an order as seller.branchUUID). */
  channelUUID: z.uuid(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const channelSearchRequestSchema = z.object({
  /** Free text; the server strips special characters (spec §5) and matches name, code or phone. */
  keywordSearch: z.string().max(EMPLOYEE_KEYWORD_MAX_LENGTH).default(''),
  /** The store's name; an empty name means no search (spec §5) and an empty list. */
  store: z.string().max(200).default(''),
  /** The store (its _id from sign-in); must be one of the caller's stores. */
  store_uuid: z.uuid(),
});
export type ChannelSearchRequest = z.input<typeof channelSearchRequestSchema>;

/** At most this many employees come back; the keyword narrows a larger store down. */
export const CHANNEL_SEARCH_LIMIT = 50;

export const channelSearchResponseSchema = successEnvelope(z.array(employeeSchema));
export type ChannelSearchResponse = z.infer<typeof channelSearchResponseSchema>;

export const adminEmployeeParamsSchema = z.object({ adminUUID: z.uuid() });

export const adminEmployeeSchema = z.object({
  adminUUID: z.uuid(),
  user_uuid: z.uuid(),
  user_name: z.string(),
  display_name: z.string(),
  role: z.enum(ROLES),
  stores: z.array(z.object({ _id: z.uuid(), id: z.string(), name: localizedTextSchema })),
  /** The employee record this person is in their store, when there is one. */
  employee: employeeSchema.nullable(),
});
export type AdminEmployee = z.infer<typeof adminEmployeeSchema>;
export const adminEmployeeResponseSchema = successEnvelope(adminEmployeeSchema);
