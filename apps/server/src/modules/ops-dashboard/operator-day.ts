import type { LateJob, OperatorDay } from '@changdee/contract/ops-dashboard';
import type { OpsOrderRow } from '@changdee/contract/ops-orders';
import { LATE_JOBS_LISTED } from '@changdee/contract/ops-dashboard';
import { addDays, businessToday, type BusinessDate } from '@changdee/domain/dates';
import { lateReason } from '@changdee/domain/late-jobs';
import type { OrderAttention } from '@changdee/domain/operator-day';
import { ORDER_STATUSES } from '@changdee/domain/order-status';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/access-types';
import { countOrders, listOrders } from '../ops-orders/service';
import { refundsDue } from '../payments/service';
import * as repository from './repository';

// GET /ops/v1/dashboard/day (issue 32 item 1, docs/decisions/075): what an operator starts the day
// with. Each count is the orders list's own count under the filter the page links to (the
// caller's reach, the attention or payment asked), so the list opens on exactly those orders.

/** Each day's jobs by status, every status in the order's life (zero when none). */
function jobsOfDays(dates: readonly BusinessDate[], counts: repository.StatusCount[]) {
  return dates.map((date) => {
    const byStatus = ORDER_STATUSES.map((status) => ({
      status,
      count: counts.find((row) => row.date === date && row.status === status)?.count ?? 0,
    }));
    return { date, total: byStatus.reduce((sum, row) => sum + row.count, 0), by_status: byStatus };
  });
}

/** A late job of the list, with why it is late (the rule that found it, applied to it). */
const toLateJob =
  (now: Date) =>
  (row: OpsOrderRow): LateJob => {
    const job = { date: row.expected_date.date, slot: row.expected_date.time, status: row.status };
    return {
      cartOrderNo: row.cartOrderNo,
      date: job.date,
      time: job.slot,
      status: row.status,
      reason: lateReason(job, now)!,
      team: row.contractor?.name ?? null,
    };
  };

export async function operatorDay(
  db: Database,
  caller: AuthContext,
  now: Date,
): Promise<OperatorDay> {
  const today = businessToday(now);
  const dates = [today, addDays(today, 1)];
  const attention = (kind: OrderAttention) => countOrders(db, caller, { attention: kind }, now);
  const [byStatus, late, problems, requests, slips, messages, ratings, refunds] = await Promise.all(
    [
      repository.jobsByStatus(db, dates),
      // Oldest booking first, as the page lists them.
      listOrders(
        db,
        caller,
        { attention: 'late', sort: 'booking_date', dir: 'asc', limit: LATE_JOBS_LISTED },
        now,
      ),
      attention('problem'),
      attention('request'),
      attention('slip'),
      attention('message'),
      attention('rating'),
      refundsDue(db),
    ],
  );
  return {
    as_of: now.toISOString(),
    jobs: jobsOfDays(dates, byStatus),
    late: { count: late.total, jobs: late.orders.map(toLateJob(now)) },
    problems,
    requests,
    refunds_due: { count: refunds.orders.length, total: refunds.total_due },
    slips_waiting: slips,
    messages_failed: messages,
    ratings_to_follow_up: ratings,
  };
}
