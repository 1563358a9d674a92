import { z } from 'zod';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { successEnvelope } from './envelope';
import { staffPhoneSchema } from './field-rules';
import { workTypeSchema } from './availability';
import { districtCodeSchema, provinceCodeSchema, subDistrictCodeSchema } from './locations';
import { businessDateSchema } from './shared-fields';

// Contractor teams from the portal (issue 21 item 4, docs/decisions/051), under /ops/v1/teams:
// the Operator's. A team's profile, work types, service area (whole provinces, districts or
// sub-districts of the location tree, decisions 051 and 054), morning/afternoon and daily capacity, members (Technician users), and its days
// off. Every write carries the version it was made on (409 STALE_EDIT otherwise).

export const teamAdminPaths = {
  list: '/ops/v1/teams',
  one: '/ops/v1/teams/:teamId',
  daysOff: '/ops/v1/teams/:teamId/days-off',
  dayOff: '/ops/v1/teams/:teamId/days-off/:date',
} as const;

export const teamPath = (teamId: string, template: string = teamAdminPaths.one): string =>
  template.replace(':teamId', teamId);

/** The most capacity a slot or a day may be given (a sanity bound, not a business rule). */
export const TEAM_CAPACITY_MAX = 500;
/** The most days one closure may cover. */
export const CLOSURE_DAYS_MAX = 62;

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const capacitySchema = z.coerce.number().int().min(0).max(TEAM_CAPACITY_MAX);
export const versionSchema = z.coerce.number().int().min(1);

export const teamParamsSchema = z.object({ teamId: z.uuid({ error: 'issue.id' }) });
export const dayOffParamsSchema = teamParamsSchema.extend({ date: businessDateSchema });

/** The form's and the server's fields of a team (create, and edit with expected_version). */
export const teamFieldsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,39}$/, { error: 'issue.teamCode' }),
  name_th: trimmed(120),
  name_en: trimmed(120),
  phone: staffPhoneSchema,
  active: z.boolean(),
  morning_capacity: capacitySchema,
  afternoon_capacity: capacitySchema,
  daily_capacity: capacitySchema,
  work_types: z.array(workTypeSchema).min(1, { error: 'issue.chooseOne' }).max(50),
  /** Whole provinces: every district of each is served (stored as its districts). */
  provinces: z.array(provinceCodeSchema).max(77),
  /** Single districts, beside the provinces. */
  districts: z.array(districtCodeSchema).max(1000),
  /**
   * Single sub-districts of districts not served whole (decision 054): the team serves only those
   * of their district. Naming every sub-district of a district stores the whole district.
   */
  sub_districts: z.array(subDistrictCodeSchema).max(2000).default([]),
  /** Technician users; a technician belongs to one team, so naming one moves them here. */
  member_ids: z.array(z.uuid({ error: 'issue.id' })).max(100),
});
export type TeamFields = z.infer<typeof teamFieldsSchema>;

export const teamCreateSchema = teamFieldsSchema;
export const teamUpdateSchema = teamFieldsSchema.extend({ expected_version: versionSchema });
export type TeamUpdate = z.infer<typeof teamUpdateSchema>;

export const teamSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name_th: z.string(),
  name_en: z.string(),
  phone: z.string(),
  active: z.boolean(),
  morning_capacity: z.number().int(),
  afternoon_capacity: z.number().int(),
  daily_capacity: z.number().int(),
  work_types: z.array(z.string()),
  district_count: z.number().int(),
  member_count: z.number().int(),
  version: z.number().int(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamMemberSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  display_name: z.string(),
  active: z.boolean(),
});

export const dayOffSchema = z.object({ date: z.string(), reason: z.string().nullable() });

/** A booked job a change touches: the team's closure or its deactivation. */
export const affectedJobSchema = z.object({
  cart_order_no: z.string(),
  date: z.string(),
  time: z.enum(TIME_SLOTS),
  district_code: z.string(),
});
export type AffectedJob = z.infer<typeof affectedJobSchema>;

export const teamDetailSchema = teamSummarySchema.extend({
  /** The provinces every district of which the team serves (the picker's whole provinces). */
  provinces: z.array(z.string()),
  /** The districts served whole outside those provinces. */
  districts: z.array(z.string()),
  /** The sub-districts served in districts not served whole (decision 054). */
  sub_districts: z.array(z.string()),
  members: z.array(teamMemberSchema),
  /** Days off from today on, by date. */
  days_off: z.array(dayOffSchema),
  /** Booked jobs from today on on the team's days off or while it is inactive (needs a decision). */
  affected_jobs: z.array(affectedJobSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamListSchema = z.object({
  teams: z.array(teamSummarySchema),
  /** Every work type a product or a team names: the form's choices. */
  work_types: z.array(z.string()),
});
export const teamListResponseSchema = successEnvelope(teamListSchema);
export const teamDetailResponseSchema = successEnvelope(teamDetailSchema);

/** A closure: one day or a run of days, with a reason the board shows. */
export const closureRequestSchema = z
  .object({
    expected_version: versionSchema,
    from: businessDateSchema,
    to: businessDateSchema,
    reason: z.string().trim().max(200).optional(),
  })
  .refine((c) => c.to >= c.from, { path: ['to'], error: 'issue.dateRange' });
export type ClosureRequest = z.infer<typeof closureRequestSchema>;

export const dayOffDeleteSchema = z.object({ expected_version: versionSchema });

/** Capacity that cannot be lowered: booked jobs on a day or slot already exceed the new figure. */
export const capacityConflictSchema = z.object({
  date: z.string(),
  /** '1' morning, '2' afternoon, null the whole day. */
  time: z.enum(TIME_SLOTS).nullable(),
  booked: z.number().int(),
  capacity: z.number().int(),
});
export type CapacityConflict = z.infer<typeof capacityConflictSchema>;
