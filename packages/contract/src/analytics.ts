import { z } from 'zod';
import {
  SALES_DIMENSIONS,
  SALES_GRAINS,
  SALES_MAX_DAYS,
  spanDays,
  type SalesFigure,
  type SalesFigures,
} from '@changdee/domain/sales-figures';
import type { Locale } from '@changdee/domain/locale';
import { successEnvelope } from './envelope';
import { businessDateSchema, localizedTextSchema } from './shared-fields';

// Sales and service over time (issue 32 items 3 and 4, decisions 076 and 077): the figures of the
// dashboards' daily rollup, per period and split by one place (channel, store, seller, work type,
// team), for an Operator (everything) or a Channel Manager (their channel's stores), and the same
// rows as CSV and XLSX. Read-only.

export const analyticsPaths = {
  sales: '/ops/v1/analytics/sales',
  salesCsv: '/ops/v1/analytics/sales.csv',
  salesXlsx: '/ops/v1/analytics/sales.xlsx',
} as const;

export const salesQuerySchema = z
  .object({
    /** Business dates (Asia/Bangkok), both included. */
    from: businessDateSchema,
    to: businessDateSchema,
    grain: z.enum(SALES_GRAINS).default('day'),
    by: z.enum(SALES_DIMENSIONS).default('none'),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], input: query.to, message: 'issue.dateRange' });
    else if (spanDays(query.from, query.to) > SALES_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        input: query.to,
        message: 'issue.dateSpan',
        params: { max: SALES_MAX_DAYS },
      });
  });
export type SalesQuery = z.infer<typeof salesQuerySchema>;

const count = z.number().int().min(0);
const rate = z.number().int().min(0).max(100).nullable();
/** The figures of a period and place (domain sales-figures.ts says what each counts). */
const figuresSchema = z.object({
  orders: count,
  booked: count,
  promotion_cost: count,
  coupon_cost: count,
  received: count,
  refunded: count,
  cancelled: count,
  completed: count,
  on_time: count,
  first_visit: count,
  ratings: count,
  rating_stars: count,
  // Received less refunded: below zero on a day that gave back more than it took.
  net_revenue: z.number().int(),
  average_order_value: count.nullable(),
  on_time_rate: rate,
  first_visit_rate: rate,
  /** Stars, 1 to 5, to one decimal. */
  average_rating: z.number().min(1).max(5).nullable(),
}) satisfies z.ZodType<SalesFigures>;

/** One period of one place (every place at once when split by 'none'). */
export const salesRowSchema = figuresSchema.extend({
  /** The period's first day: the day itself, the Monday of its week, the 1st of its month. */
  period: businessDateSchema,
  /** The place: a channel's code, a store's id, a seller's code, a work type, a team's id. */
  key: z.string().nullable(),
  /** The place's name; null for 'none', for the orders no team was ever booked for, and others. */
  label: localizedTextSchema.nullable(),
  /**
   * 0 for a place of its own; otherwise the row adds up this many places beyond the
   * SALES_TOP_PLACES of the most orders (its key and label are null).
   */
  others: z.number().int().min(0),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const cancellationReasonSchema = z.object({
  reason: z.string(),
  cancelled: count,
});

export const salesDataSchema = z.object({
  from: businessDateSchema,
  to: businessDateSchema,
  grain: z.enum(SALES_GRAINS),
  by: z.enum(SALES_DIMENSIONS),
  /** Periods in order, then places by key; a period or place with nothing counted is left out. */
  rows: z.array(salesRowSchema),
  totals: figuresSchema,
  /** Cancellations over the whole span by reason (as written), most first. */
  cancellations: z.array(cancellationReasonSchema),
});
export type SalesData = z.infer<typeof salesDataSchema>;
export const salesResponseSchema = successEnvelope(salesDataSchema);

/** The exports' columns, in order: the period, the place, then every figure. */
export const SALES_EXPORT_HEADINGS: Record<
  'period' | 'key' | 'label' | SalesFigure,
  Record<Locale, string>
> = {
  period: { th: 'ช่วงเวลา (วันแรก)', en: 'Period (first day)' },
  key: { th: 'รหัส', en: 'Code' },
  label: { th: 'ชื่อ', en: 'Name' },
  orders: { th: 'คำสั่งซื้อ', en: 'Orders' },
  booked: { th: 'มูลค่าคำสั่งซื้อหลังส่วนลด (บาท)', en: 'Order value after discounts (THB)' },
  promotion_cost: { th: 'ส่วนลดโปรโมชัน (บาท)', en: 'Promotion cost (THB)' },
  coupon_cost: { th: 'ส่วนลดคูปอง (บาท)', en: 'Coupon cost (THB)' },
  received: { th: 'รับชำระ (บาท)', en: 'Received (THB)' },
  refunded: { th: 'คืนเงิน (บาท)', en: 'Refunded (THB)' },
  cancelled: { th: 'ยกเลิก', en: 'Cancelled' },
  completed: { th: 'งานเสร็จ', en: 'Jobs completed' },
  on_time: { th: 'เสร็จตรงเวลา', en: 'Completed on time' },
  first_visit: { th: 'เสร็จในการเข้าครั้งแรก', en: 'Completed at the first visit' },
  ratings: { th: 'คะแนนจากลูกค้า (ครั้ง)', en: 'Customer ratings' },
  rating_stars: { th: 'ดาวรวม', en: 'Stars given in all' },
  net_revenue: { th: 'รายได้สุทธิ (บาท)', en: 'Net revenue (THB)' },
  average_order_value: { th: 'มูลค่าเฉลี่ยต่อคำสั่งซื้อ (บาท)', en: 'Average order value (THB)' },
  on_time_rate: { th: 'อัตราตรงเวลา (%)', en: 'On-time rate (%)' },
  first_visit_rate: { th: 'อัตราเสร็จครั้งแรก (%)', en: 'First-visit rate (%)' },
  average_rating: { th: 'คะแนนเฉลี่ย (ดาว)', en: 'Average rating (stars)' },
};

/** How an export names the orders no team was ever booked for. */
export const NO_TEAM_LABEL: Record<Locale, string> = { th: 'ยังไม่มีทีม', en: 'No team yet' };

/** How an export names the row of the places beyond the top ones. */
export const otherPlacesLabel = (count: number, language: Locale): string =>
  language === 'th' ? `อื่น ๆ (${count} รายการ)` : `Other places (${count})`;
