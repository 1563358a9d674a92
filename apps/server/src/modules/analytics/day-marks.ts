import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@changdee/domain/dates';
import type { OrderEventReaction } from '../orders/service';
import { EVENT_ROW } from '../orders/service';

// The dashboards' reaction to an order's events (decision 077): each event marks the business day
// it happened on and, for a completed job, its service date, in the event's own statement; the
// rollup job (rollup-job.ts) rolls the marked days up again. A job completed late (a technician
// without signal) so corrects the past day it belongs to. Marks are only appended: an order's
// transaction never waits for another's.

export const markSalesDays: OrderEventReaction = {
  rows: () => sql`
    insert into sales_day_marks (day)
    select (e.at at time zone ${BUSINESS_TIME_ZONE})::date from ${EVENT_ROW} e
    union select e.service_date from ${EVENT_ROW} e where e.kind = 'completed'
    returning day::text as id`,
};
