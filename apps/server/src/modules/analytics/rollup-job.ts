import { sql } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { defineJob } from '../../jobs/definition';
import { rerollSalesDay } from './reroll-day';
import { rerollSalesMonth } from './reroll-month';

// The job that keeps the dashboards' rollup (decision 077): every minute it takes the marked days
// (day-marks.ts) a month at a time, rolls each up again, then their months, and deletes their
// marks in one transaction (a failed run leaves them marked for the next). The first run after migration 0038 fills the
// rollup for the days marked there.

/** Days rolled up in one transaction: short enough not to hold the rollup's rows for long. */
const DAYS_PER_BATCH = 31;

/** Rolls up one batch of marked days; answers the days it rolled (none: nothing was marked). */
async function rollUpBatch(db: Database): Promise<BusinessDate[]> {
  return db.transaction(async (tx) => {
    const taken = rowsOf<{ day: string }>(
      await tx.execute(sql`
        delete from sales_day_marks
         where day in (select distinct day from sales_day_marks order by day
                       limit ${DAYS_PER_BATCH})
        returning day::text as day`),
    );
    const days = [...new Set(taken.map((row) => row.day))].sort();
    for (const day of days) await rerollSalesDay(tx, day);
    // Each month of those days once, after its days.
    for (const month of new Set(days.map((day) => `${day.slice(0, 7)}-01`)))
      await rerollSalesMonth(tx, month);
    return days;
  });
}

/** Rolls up every marked day (until `signal` aborts); answers how many days it rolled. */
export async function rollUpMarkedDays(db: Database, signal?: AbortSignal): Promise<number> {
  let rolled = 0;
  for (;;) {
    if (signal?.aborted) return rolled;
    const days = await rollUpBatch(db);
    if (days.length === 0) return rolled;
    rolled += days.length;
  }
}

export const salesRollupJob = defineJob<Record<string, never>>({
  name: 'analytics.sales-days',
  handler: async (_data, { db, log, signal }) => {
    const rolled = await rollUpMarkedDays(db, signal);
    if (rolled > 0) log.info({ days: rolled }, 'sales figures rolled up');
  },
  retry: { limit: 3, delaySeconds: 30, maxDelaySeconds: 300 },
  timeoutSeconds: 600,
  schedule: '* * * * *',
});
