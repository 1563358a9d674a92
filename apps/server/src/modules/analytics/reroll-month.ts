import { sql } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import { COUNTED_FIGURES } from '@changdee/domain/sales-figures';
import type { DbExecutor } from '../../db/client';

// One calendar month of the dashboards' rollup (decision 077): its days' rows (sales_days) added
// up per store and split into sales_months, deleted and written again under a lock on the month,
// after any of its days was rolled up again (rollup-job.ts). Charts by month read these.

const FIGURES = sql.raw(COUNTED_FIGURES.join(', '));
const SUMS = sql.raw(COUNTED_FIGURES.map((figure) => `sum(${figure})`).join(', '));

/** Adds up the month whose first day is `month` again, in `tx` (the caller's transaction). */
export async function rerollSalesMonth(tx: DbExecutor, month: BusinessDate): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sales_months'), (${month}::date - date '2000-01-01'))`,
  );
  await tx.execute(sql`delete from sales_months where month = ${month}`);
  await tx.execute(sql`
    insert into sales_months (month, channel_code, store_id, dimension, key, seller_name,
                              ${FIGURES})
    select ${month}::date, channel_code, store_id, dimension, key, max(seller_name), ${SUMS}
      from sales_days
     where day >= ${month}::date and day < ${month}::date + interval '1 month'
     group by channel_code, store_id, dimension, key`);
}
