import { z } from 'zod';
import { LATE_REASONS } from '@changdee/domain/late-jobs';
import { ORDER_STATUSES } from '@changdee/domain/order-status';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { successEnvelope } from './envelope';
import { bahtSchema, businessDateSchema, localizedTextSchema } from './shared-fields';

// The operator's day and the capacity ahead (issue 32 items 1 and 2, docs/decisions/075):
// Operators only. Every count of the day is what the orders list shows with the filter named
// beside it (ops-orders.ts `attention`, `payment`, `status` and the booking's dates).

export const opsDashboardPaths = {
  day: '/ops/v1/dashboard/day',
  capacity: '/ops/v1/dashboard/capacity',
} as const;

/** The most late jobs the day lists by name (the count is of all of them). */
export const LATE_JOBS_LISTED = 50;
/** How many days the capacity ahead shows, from today. */
export const CAPACITY_AHEAD_DAYS = 14;

const countSchema = z.number().int().nonnegative();

/** A day's jobs (booked for that date) by status: every status in the order's life, zero included. */
const jobsOfDaySchema = z.object({
  date: businessDateSchema,
  total: countSchema,
  by_status: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: countSchema })),
});

export const lateJobSchema = z.object({
  cartOrderNo: z.string(),
  date: businessDateSchema,
  time: z.enum(TIME_SLOTS),
  status: z.enum(ORDER_STATUSES),
  reason: z.enum(LATE_REASONS),
  /** The team holding the job, or null. */
  team: localizedTextSchema.nullable(),
});
export type LateJob = z.infer<typeof lateJobSchema>;

export const operatorDaySchema = z.object({
  /** When it was counted (the page says how fresh it is). */
  as_of: z.iso.datetime({ offset: true }),
  /** Today and tomorrow in Bangkok. */
  jobs: z.array(jobsOfDaySchema).length(2),
  late: z.object({
    count: countSchema,
    /** By booking date, the oldest first (as the orders list sorts them), at most LATE_JOBS_LISTED. */
    jobs: z.array(lateJobSchema),
  }),
  /** Orders with a technician's problem standing (attention=problem). */
  problems: countSchema,
  /** Orders with a customer's request for another date undecided (attention=request). */
  requests: countSchema,
  /** Orders whose money is due back (payment=refund_due) and the sum due, whole baht. */
  refunds_due: z.object({ count: countSchema, total: bahtSchema }),
  /** Orders with a bank-transfer slip waiting for verification (attention=slip). */
  slips_waiting: countSchema,
  /** Orders with a message failed, given up or reported undelivered (attention=message). */
  messages_failed: countSchema,
  /** Orders rated 2 stars or fewer whose follow-up no operator has handled (attention=rating). */
  ratings_to_follow_up: countSchema,
});
export type OperatorDay = z.infer<typeof operatorDaySchema>;
export const operatorDayResponseSchema = successEnvelope(operatorDaySchema);

export const CAPACITY_TEAMS_DEFAULT = 50;
export const CAPACITY_TEAMS_MAX = 100;

export const capacityAheadQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(CAPACITY_TEAMS_DEFAULT)
    .transform((limit) => Math.min(limit, CAPACITY_TEAMS_MAX))
    .describe(
      `Teams on the page, by code as the board: ${CAPACITY_TEAMS_DEFAULT} by default, at most ${CAPACITY_TEAMS_MAX}.`,
    ),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CapacityAheadQuery = z.infer<typeof capacityAheadQuerySchema>;

const slotUseSchema = z.object({
  capacity: countSchema,
  used: countSchema,
  free: countSchema,
});

export const capacityAheadSchema = z.object({
  from: businessDateSchema,
  to: businessDateSchema,
  total_teams: countSchema,
  teams: z.array(
    z.object({
      contractor_id: z.uuid(),
      code: z.string(),
      name: localizedTextSchema,
      active: z.boolean(),
      days: z.array(
        z.object({
          date: businessDateSchema,
          /** The team does not work that day. */
          off: z.boolean(),
          slots: z.object({ '1': slotUseSchema, '2': slotUseSchema }),
        }),
      ),
    }),
  ),
});
export type CapacityAhead = z.infer<typeof capacityAheadSchema>;
export const capacityAheadResponseSchema = successEnvelope(capacityAheadSchema);
