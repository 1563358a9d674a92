import { sql, type SQL } from 'drizzle-orm';
import { LATE_REASONS, LATE_STATUSES, lateCutoffs } from '@changdee/domain/late-jobs';
import {
  MESSAGE_TROUBLE_STATES,
  UNDELIVERED_REPORTS,
  type OrderAttention,
} from '@changdee/domain/operator-day';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { openJobProblems } from '../../db/schema/dispatch';
import { messages } from '../../db/schema/messages';
import { LOW_RATING_MAX } from '@changdee/domain/ratings';
import { orders } from '../../db/schema/orders';
import { paymentSlips } from '../../db/schema/payment-slips';
import { sqlList } from '../../db/sql-rows';
import { orderRatings } from '../../db/schema/sign-offs';
import { rescheduleRequests } from '../../db/schema/tracking';

// The orders list's `attention` filter as conditions on `orders` (docs/decisions/075): the one
// place the operator's day counts from, so a number on that page and the list it opens agree.

/** Late at `now`: the domain's cut-off date of the job's reason and slot is on or after its date. */
export function lateCondition(now: Date): SQL {
  const cutoffs = lateCutoffs(now);
  const reasons = LATE_REASONS.map((reason) => {
    const slots = TIME_SLOTS.map(
      (slot) =>
        sql`(${orders.timeSlot} = ${slot} and ${orders.serviceDate} <= ${cutoffs[reason][slot]})`,
    );
    return sql`(${orders.status} in (${sqlList(LATE_STATUSES[reason])}) and (${sql.join(slots, sql` or `)}))`;
  });
  return sql`(${sql.join(reasons, sql` or `)})`;
}

const CONDITIONS: Record<Exclude<OrderAttention, 'late'>, SQL> = {
  problem: sql`exists (select 1 from ${openJobProblems} p where p.order_no = ${orders.orderNo})`,
  request: sql`exists (select 1 from ${rescheduleRequests} r
    where r.order_no = ${orders.orderNo} and r.decided_at is null)`,
  slip: sql`exists (select 1 from ${paymentSlips} s
    where s.order_no = ${orders.orderNo} and s.state = 'waiting')`,
  message: sql`exists (select 1 from ${messages} m where m.order_no = ${orders.orderNo}
    and (m.state in (${sqlList(MESSAGE_TROUBLE_STATES)})
      or m.delivery_status in (${sqlList(UNDELIVERED_REPORTS)})))`,
  rating: sql`exists (select 1 from ${orderRatings} where ${orderRatings.orderNo} = ${orders.orderNo}
    and ${orderRatings.stars} <= ${LOW_RATING_MAX} and ${orderRatings.followUpHandledAt} is null)`,
};

/** The orders that need the attention named, at `now`. */
export const attentionCondition = (attention: OrderAttention, now: Date): SQL =>
  attention === 'late' ? lateCondition(now) : CONDITIONS[attention];
