import { PRODUCT_TYPES } from '@changdee/domain/product-types';
import { z } from 'zod';
import {
  JOB_NOTE_MAX,
  JOB_STEPS,
  jobNoteRequired,
  PROBLEM_KINDS,
  ATTENTION_REASONS,
} from '@changdee/domain/job-report';
import { ORDER_STATUSES, PAYMENT_STATES } from '@changdee/domain/order-status';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { successEnvelope } from './envelope';
import { districtCodeSchema, provinceCodeSchema } from './locations';
import { cartOrderNoSchema, idempotencyKeySchema, IDEMPOTENCY_KEY_HEADER } from './orders';
import { businessDateSchema, localizedTextSchema } from './shared-fields';

// The dispatch board and the technician's day (issue 20, docs/decisions/044), under /ops/v1: the
// board (Operator), assigning a job to a team and the teams that can take it, a team's job cards,
// a technician's steps (with an Idempotency-Key) and the job's photos.

export const dispatchPaths = {
  board: '/ops/v1/dispatch',
  assign: '/ops/v1/orders/:cartOrderNo/assign',
  assignOptions: '/ops/v1/orders/:cartOrderNo/assign-options',
  /** The operator closes the customer's open requests for another date without moving the job. */
  dismissReschedule: '/ops/v1/orders/:cartOrderNo/reschedule-requests/dismiss',
  jobs: '/ops/v1/jobs',
  jobStatus: '/ops/v1/jobs/:cartOrderNo/status',
  jobPhotos: '/ops/v1/jobs/:cartOrderNo/photos',
  /** A job's photo, for whoever may read the order (under carts/, where the order is read). */
  photo: '/b2b/v2/carts/:cartOrderNo/photos/:photoId',
} as const;

export const jobPhotoPath = (cartOrderNo: string, photoId: string): string =>
  dispatchPaths.photo
    .replace(':cartOrderNo', encodeURIComponent(cartOrderNo))
    .replace(':photoId', photoId);

/** The most days the board shows at once (a week). */
export const DISPATCH_DAYS_MAX = 7;
/** Teams on one page of the board; a larger `limit` is served as the most (issue 29 item 5). */
export const DISPATCH_TEAMS_DEFAULT = 50;
export const DISPATCH_TEAMS_MAX = 100;

export const dispatchQuerySchema = z.object({
  date: businessDateSchema,
  days: z.coerce.number().int().min(1).max(DISPATCH_DAYS_MAX).default(1),
  province: provinceCodeSchema.optional(),
  district: districtCodeSchema.optional(),
  work_type: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DISPATCH_TEAMS_DEFAULT)
    .transform((limit) => Math.min(limit, DISPATCH_TEAMS_MAX))
    .describe(
      `Teams on the page: ${DISPATCH_TEAMS_DEFAULT} by default, at most ${DISPATCH_TEAMS_MAX} (a larger limit is served as ${DISPATCH_TEAMS_MAX}); total_teams tells how many pages there are.`,
    ),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DispatchQuery = z.infer<typeof dispatchQuerySchema>;

const capacitySchema = z.object({
  capacity: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  free: z.number().int().nonnegative(),
});

/** A job as the board and the picker show it. */
export const boardJobSchema = z.object({
  cartOrderNo: z.string(),
  date: businessDateSchema,
  time: z.enum(TIME_SLOTS),
  service: localizedTextSchema,
  /** Lines of the order beyond the first one named. */
  more_services: z.number().int().nonnegative(),
  sub_district: z.object({ code: z.string(), name: localizedTextSchema }),
  status: z.enum(ORDER_STATUSES),
  payment_state: z.enum(PAYMENT_STATES),
  /** The team holding it, or null (no booking). */
  contractor_id: z.uuid().nullable(),
  problem: z.enum(PROBLEM_KINDS).nullable(),
});
export type BoardJob = z.infer<typeof boardJobSchema>;

export const boardTeamSchema = z.object({
  contractor_id: z.uuid(),
  code: z.string(),
  name: localizedTextSchema,
  active: z.boolean(),
  days: z.array(
    z.object({
      date: businessDateSchema,
      /** The team does not work that day. */
      off: z.boolean(),
      day: capacitySchema,
      slots: z.object({ '1': capacitySchema, '2': capacitySchema }),
    }),
  ),
  jobs: z.array(boardJobSchema),
});

export const attentionJobSchema = boardJobSchema.extend({
  reasons: z.array(z.enum(ATTENTION_REASONS)).min(1),
  /**
   * The customer's undecided request for another date through their tracking link (decision
   * 046): the date they would like (when they named one), their note, when they asked. Null
   * without one.
   */
  reschedule: z
    .object({
      preferred_date: businessDateSchema.nullable(),
      note: z.string(),
      at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type AttentionJob = z.infer<typeof attentionJobSchema>;

export const dispatchBoardSchema = z.object({
  from: businessDateSchema,
  to: businessDateSchema,
  /** Teams matching the filters, over every page. */
  total_teams: z.number().int().nonnegative(),
  teams: z.array(boardTeamSchema),
  /** The jobs of the dates (and filters) that need an operator's decision, by date and slot. */
  needs_decision: z.array(attentionJobSchema),
  /** Every work type some team holds (the board's work-type filter). */
  work_types: z.array(z.string()),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;
export const dispatchBoardResponseSchema = successEnvelope(dispatchBoardSchema);

// ---- assigning ----

export const jobParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema });

export const assignRequestSchema = z.object({
  contractor_id: z.uuid(),
  /** Another date and slot for the job; the order's own when left out. */
  date: businessDateSchema.optional(),
  time: z.enum(TIME_SLOTS).optional(),
});
export type AssignRequest = z.infer<typeof assignRequestSchema>;

export const assignDataSchema = z.object({
  cartOrderNo: z.string(),
  contractor_id: z.uuid(),
  date: businessDateSchema,
  time: z.enum(TIME_SLOTS),
  status: z.enum(ORDER_STATUSES),
});
export const assignResponseSchema = successEnvelope(assignDataSchema);

export const assignOptionsQuerySchema = z.object({
  date: businessDateSchema.optional(),
  time: z.enum(TIME_SLOTS).optional(),
});
export const assignOptionSchema = z.object({
  contractor_id: z.uuid(),
  code: z.string(),
  name: localizedTextSchema,
  /** Free units in the slot and in the day. */
  slot_free: z.number().int().nonnegative(),
  day_free: z.number().int().nonnegative(),
  /** The team holding the job now. */
  current: z.boolean(),
});
export const assignOptionsResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: z.string(),
    date: businessDateSchema,
    time: z.enum(TIME_SLOTS),
    teams: z.array(assignOptionSchema),
  }),
);

export const dismissRescheduleResponseSchema = successEnvelope(
  z.object({
    cartOrderNo: z.string(),
    /** How many open requests were closed (0: none was open, nothing changed). */
    dismissed: z.number().int().nonnegative(),
  }),
);

// ---- the technician's day ----

export const jobsQuerySchema = z.object({
  date: businessDateSchema,
  /** An operator names the team; a technician always gets their own. */
  contractor_id: z.uuid().optional(),
});

export const jobCardSchema = z.object({
  cartOrderNo: z.string(),
  date: businessDateSchema,
  time: z.enum(TIME_SLOTS),
  time_label: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_state: z.enum(PAYMENT_STATES),
  customer: z.object({
    firstname: z.string(),
    lastname: z.string(),
    mobile: z.string(),
    mobile2: z.string(),
  }),
  address: z.object({
    no: z.string(),
    /** Apart from the address: what helps find the house. */
    landmark: z.string(),
    sub_district: localizedTextSchema,
    district: localizedTextSchema,
    province: localizedTextSchema,
    postcode: z.string(),
    location: z.object({ lat: z.string(), lng: z.string() }).nullable(),
  }),
  services: z.array(
    z.object({
      name: localizedTextSchema,
      qty: z.number().int().positive(),
      remark: z.string(),
      /** S: a survey (its job may have a quotation: decision 072); I: an installation. */
      product_type: z.enum(PRODUCT_TYPES).optional(),
    }),
  ),
  /** The customer's note to the order. */
  note: z.string(),
  problem: z
    .object({ kind: z.enum(PROBLEM_KINDS), note: z.string(), at: z.iso.datetime({ offset: true }) })
    .nullable(),
  photos: z.number().int().nonnegative(),
});
export type JobCard = z.infer<typeof jobCardSchema>;
export const jobsDataSchema = z.object({
  date: businessDateSchema,
  contractor_id: z.uuid(),
  jobs: z.array(jobCardSchema),
});
export const jobsResponseSchema = successEnvelope(jobsDataSchema);

export const jobStatusHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

export const jobStatusRequestSchema = z
  .object({
    status: z.enum(JOB_STEPS),
    note: z
      .string()
      .max(JOB_NOTE_MAX)
      .transform((value) => value.trim())
      .default(''),
    problem: z.enum(PROBLEM_KINDS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'problem' && !body.problem)
      ctx.addIssue({ code: 'custom', path: ['problem'], message: 'issue.problemKind' });
    if (jobNoteRequired(body.status, body.problem) && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'issue.jobNote' });
  });
export type JobStatusRequest = z.infer<typeof jobStatusRequestSchema>;
export const jobStatusResponseSchema = successEnvelope(jobCardSchema);

export const jobPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  content_type: z.enum(['image/webp', 'image/jpeg']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export const jobPhotoResponseSchema = successEnvelope(jobPhotoSchema);
export const photoParamsSchema = z.object({ cartOrderNo: cartOrderNoSchema, photoId: z.uuid() });
