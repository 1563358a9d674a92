import { sql, type SQL } from 'drizzle-orm';
import type { SalesQuery } from '@changdee/contract/analytics';
import { addDays, addMonths, type BusinessDate } from '@changdee/domain/dates';
import type { Reach } from '@changdee/domain/order-reach';
import {
  COUNTED_FIGURES,
  type CountedFigures,
  type SalesDimension,
  type SalesGrain,
  type SalesRollupDimension,
} from '@changdee/domain/sales-figures';
import type { DbExecutor } from '../../db/client';
import { rowsOf, sqlList } from '../../db/sql-rows';

// The dashboards' reads (decision 077): the rollup's rows (sales_days, sales_day_cancellations)
// of the days asked, of the places the reader reaches, added up per period and place. Nothing here
// reads the orders themselves: the rollup job keeps these tables from the order events.

/** The first day of the period a rollup row's day falls in. */
const PERIOD: Record<SalesGrain, SQL> = {
  day: sql`s.day`,
  // As a timestamp without a zone: the session's time zone never moves a day.
  week: sql`date_trunc('week', s.day::timestamp)::date`,
  month: sql`date_trunc('month', s.day::timestamp)::date`,
};

/** The rollup's rows a split reads, and the place each row counts for. */
const SPLIT: Record<SalesDimension, { rows: SalesRollupDimension; key: SQL }> = {
  none: { rows: 'store', key: sql`null::text` },
  channel: { rows: 'store', key: sql`s.channel_code` },
  store: { rows: 'store', key: sql`s.store_id::text` },
  seller: { rows: 'seller', key: sql`s.key` },
  work_type: { rows: 'work_type', key: sql`s.key` },
  // '' is the orders no team was ever booked for.
  team: { rows: 'team', key: sql`nullif(s.key, '')` },
};

/** The rows the reader may count: every row, or their channels' and their own stores'. */
function inReach(reach: Reach): SQL {
  if (reach.all) return sql`true`;
  const parts: SQL[] = [];
  if (reach.storeIds.length > 0) parts.push(sql`s.store_id::text in (${sqlList(reach.storeIds)})`);
  if (reach.channels.length > 0) parts.push(sql`s.channel_code in (${sqlList(reach.channels)})`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

const within = (query: SalesQuery, reach: Reach) =>
  sql`s.day between ${query.from}::date and ${query.to}::date and ${inReach(reach)}`;

export interface CountedRow extends CountedFigures {
  period: string;
  key: string | null;
  /** A seller's name (the other places are named from their own tables). */
  seller_name: string | null;
}

const COLUMNS = sql.raw(
  's.channel_code, s.store_id, s.key, s.seller_name, ' +
    COUNTED_FIGURES.map((f) => `s.${f}`).join(', '),
);

/** The whole months inside from … to (their first days), or null when there are none. */
function wholeMonths(from: BusinessDate, to: BusinessDate) {
  const firstOf = (date: BusinessDate) => `${date.slice(0, 7)}-01`;
  const first = from === firstOf(from) ? from : addMonths(firstOf(from), 1);
  const endsMonth = addDays(to, 1) === firstOf(addDays(to, 1));
  const last = endsMonth ? firstOf(to) : addMonths(firstOf(to), -1);
  return first <= last ? { first, last } : null;
}

/**
 * The rollup rows a question reads, each with its period: a chart by month reads its whole
 * months from sales_months and only the days of a month it cuts from sales_days.
 */
function periodRows(query: SalesQuery, reach: Reach, rows: SalesRollupDimension): SQL {
  const days = (except: SQL) => sql`
    select ${PERIOD[query.grain]} as period, ${COLUMNS} from sales_days s
     where s.dimension = ${rows} and ${within(query, reach)} ${except}`;
  const months = query.grain === 'month' ? wholeMonths(query.from, query.to) : null;
  if (!months) return days(sql``);
  return sql`
    select s.month as period, ${COLUMNS} from sales_months s
     where s.dimension = ${rows} and s.month between ${months.first}::date and ${months.last}::date
       and ${inReach(reach)}
    union all ${days(sql`and not (s.day >= ${months.first}::date
                                  and s.day < ${months.last}::date + interval '1 month')`)}`;
}

/** The counted figures per period and place, periods in order then places by key. */
export async function countedRows(
  db: DbExecutor,
  query: SalesQuery,
  reach: Reach,
): Promise<CountedRow[]> {
  const split = SPLIT[query.by];
  const sums = COUNTED_FIGURES.map(
    (figure) => sql`sum(s.${sql.raw(figure)})::int as ${sql.raw(figure)}`,
  );
  const seller = query.by === 'seller' ? sql`max(s.seller_name)` : sql`null::text`;
  return rowsOf<CountedRow>(
    await db.execute(sql`
      select s.period::text as period, ${split.key} as key, ${seller} as seller_name,
             ${sql.join(sums, sql`, `)}
        from (${periodRows(query, reach, split.rows)}) s
       group by 1, 2
       order by 1, 2 nulls last`),
  );
}

/** Cancellations over the span by reason, most first. */
export async function cancellationReasons(
  db: DbExecutor,
  query: SalesQuery,
  reach: Reach,
): Promise<Array<{ reason: string; cancelled: number }>> {
  return rowsOf<{ reason: string; cancelled: number }>(
    await db.execute(sql`
      select s.reason, sum(s.cancelled)::int as cancelled
        from sales_day_cancellations s
       where ${within(query, reach)}
       group by s.reason
       order by 2 desc, 1`),
  );
}

export interface PlaceName {
  key: string;
  th: string;
  en: string;
}

/** The names of the places found (channels, stores, teams); sellers and work types name themselves. */
export async function placeNames(
  db: DbExecutor,
  by: SalesDimension,
  keys: readonly string[],
): Promise<PlaceName[]> {
  if (keys.length === 0) return [];
  const table: Partial<Record<SalesDimension, SQL>> = {
    channel: sql`select code as key, name_th as th, name_en as en from channels where code in (${sqlList(keys)})`,
    store: sql`select id::text as key, name_th as th, name_en as en from stores where id::text in (${sqlList(keys)})`,
    team: sql`select id::text as key, name_th as th, name_en as en from contractors where id::text in (${sqlList(keys)})`,
  };
  const select = table[by];
  return select ? rowsOf<PlaceName>(await db.execute(select)) : [];
}
