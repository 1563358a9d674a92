import { z } from 'zod';
import { ORDER_ATTENTIONS } from '@changdee/domain/operator-day';
import { ORDER_ACTIONS } from '@changdee/domain/order-policy';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from '@changdee/domain/order-status';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { successEnvelope } from './envelope';
import { cartOrderNoSchema, cartOrderSchema } from './orders';
import { bahtSchema, businessDateSchema, localizedTextSchema } from './shared-fields';

// The operations portal's orders (issue 19, docs/decisions/042): the list every role reads its
// share of (the order policy's `read`), its CSV export with the same filters, and one order's
// detail with the actions the caller may take. The actions themselves are the shop's order routes
// (updateStatus, cart-payment, changeDate); the portal's change of date reads the order's own
// calendar here.

export const opsOrderPaths = {
  list: '/ops/v1/orders',
  csv: '/ops/v1/orders.csv',
  detail: '/ops/v1/orders/:cartOrderNo',
  calendar: '/ops/v1/orders/:cartOrderNo/calendar',
} as const;

export const opsOrderPath = (cartOrderNo: string): string =>
  opsOrderPaths.detail.replace(':cartOrderNo', encodeURIComponent(cartOrderNo));
export const opsOrderCalendarPath = (cartOrderNo: string): string =>
  opsOrderPaths.calendar.replace(':cartOrderNo', encodeURIComponent(cartOrderNo));

/** What the list can be sorted by: when placed, the booking's date, the amount, the status. */
export const OPS_ORDER_SORTS = ['created', 'booking_date', 'total', 'status'] as const;
export type OpsOrderSort = (typeof OPS_ORDER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const OPS_ORDER_PAGE_MAX = 100;

const afterOrEqual = (from: string | undefined, to: string | undefined) =>
  from === undefined || to === undefined || from <= to;

/** The filters of the list and of its CSV (each one narrows what the caller may read). */
const filterFields = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_STATES).optional(),
  store: z.uuid().optional(),
  channel: z.string().trim().min(1).max(64).optional(),
  /** The contractor team holding the job's booking. */
  team: z.uuid().optional(),
  /** The booking's date (the day the technician comes), from … to, both included. */
  booked_from: businessDateSchema.optional(),
  booked_to: businessDateSchema.optional(),
  /** The business date the order was placed (Asia/Bangkok), from … to, both included. */
  created_from: businessDateSchema.optional(),
  created_to: businessDateSchema.optional(),
  /** Part of an order number (any case), or a customer's mobile (spaces and dashes ignored). */
  q: z.string().trim().max(64).optional(),
  /**
   * What the operator's day counts (docs/decisions/075): late jobs, a technician's problem
   * standing, a customer's request waiting, a transfer slip waiting, a message failed, a low
   * rating (2 stars or fewer) not yet followed up (decision 078).
   */
  attention: z.enum(ORDER_ATTENTIONS).optional(),
});

/** Each range ends on or after its start (zod's own message: answered in the request's language). */
const rangesInOrder = (query: z.infer<typeof filterFields>, ctx: z.RefinementCtx) => {
  if (!afterOrEqual(query.booked_from, query.booked_to))
    ctx.addIssue({ code: 'custom', path: ['booked_to'], input: query.booked_to });
  if (!afterOrEqual(query.created_from, query.created_to))
    ctx.addIssue({ code: 'custom', path: ['created_to'], input: query.created_to });
};

export const opsOrderFiltersSchema = filterFields.superRefine(rangesInOrder);
export type OpsOrderFilters = z.infer<typeof opsOrderFiltersSchema>;

/** A page of the list: sorted, after the last order of the page before (keyset paging). */
export const opsOrderListQuerySchema = filterFields
  .extend({
    sort: z.enum(OPS_ORDER_SORTS).default('created'),
    dir: z.enum(SORT_DIRECTIONS).default('desc'),
    /** The last order number of the page before (the answer's `next`); none for the first page. */
    after: cartOrderNoSchema.optional(),
    limit: z.coerce.number().int().min(1).max(OPS_ORDER_PAGE_MAX).default(25),
  })
  .superRefine(rangesInOrder);
export type OpsOrderListQuery = z.infer<typeof opsOrderListQuerySchema>;

/** One order of the list. */
export const opsOrderRowSchema = z.object({
  cartOrderNo: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  status: z.enum(ORDER_STATUSES),
  payment: z.object({
    state: z.enum(PAYMENT_STATES),
    method: z.enum(PAYMENT_METHODS).nullable(),
  }),
  channel: z.string(),
  store: z.object({ _id: z.uuid(), name: localizedTextSchema }),
  customer: z.object({ firstname: z.string(), lastname: z.string(), mobile: z.string() }),
  expected_date: z.object({ date: businessDateSchema, time: z.enum(TIME_SLOTS) }),
  contractor: z.object({ contractor_id: z.uuid(), name: localizedTextSchema }).nullable(),
  total_payable: bahtSchema,
});
export type OpsOrderRow = z.infer<typeof opsOrderRowSchema>;

export const opsOrderListResponseSchema = successEnvelope(
  z.object({
    orders: z.array(opsOrderRowSchema),
    /** How many orders the filters find (every page). */
    total: z.number().int().nonnegative(),
    /** `after` for the next page; null on the last. */
    next: z.string().nullable(),
  }),
);
export type OpsOrderList = z.infer<typeof opsOrderListResponseSchema>['data'];

/** The order as carts/{cartOrderNo} answers it, with what the caller may do to it now. */
export const opsOrderDetailSchema = cartOrderSchema.extend({
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;
export const opsOrderDetailResponseSchema = successEnvelope(opsOrderDetailSchema);

/** The CSV's columns, in order, with their heading in each language. */
export const OPS_ORDER_CSV_COLUMNS = [
  { key: 'order_no', th: 'เลขที่คำสั่งซื้อ', en: 'Order number' },
  { key: 'created_at', th: 'วันเวลาที่สั่ง', en: 'Placed at' },
  { key: 'status', th: 'สถานะ', en: 'Status' },
  { key: 'payment_state', th: 'สถานะการชำระเงิน', en: 'Payment' },
  { key: 'payment_method', th: 'วิธีชำระเงิน', en: 'Payment method' },
  { key: 'channel', th: 'ช่องทาง', en: 'Channel' },
  { key: 'store', th: 'ร้านค้า', en: 'Store' },
  { key: 'customer', th: 'ลูกค้า', en: 'Customer' },
  { key: 'mobile', th: 'เบอร์มือถือ', en: 'Mobile' },
  { key: 'booking_date', th: 'วันนัดหมาย', en: 'Booking date' },
  { key: 'slot', th: 'ช่วงเวลา', en: 'Slot' },
  { key: 'contractor', th: 'ทีมช่าง', en: 'Contractor' },
  { key: 'total_payable', th: 'ยอดชำระ (บาท)', en: 'Total payable (THB)' },
] as const;
