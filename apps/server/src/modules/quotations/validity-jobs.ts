import { sql } from 'drizzle-orm';
import { addDays, businessToday } from '@changdee/domain/dates';
import { QUOTATION_REMINDER_DAYS_BEFORE } from '@changdee/domain/quotation-states';
import type { DbExecutor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { defineJob } from '../../jobs/definition';
import { quotationHistory, quotations } from '../../db/schema/quotations';

// A sent quotation's validity (docs/decisions/072). Every hour, one statement expires the sent
// quotations whose last day has passed (Bangkok's date) and writes their history rows; another
// marks those ending in QUOTATION_REMINDER_DAYS_BEFORE days as reminded, once per sending. Both
// are conditional updates: run twice, or on two servers at once, they change each row once, and
// a customer's approval (a later step, under the row's lock) and the expiry cannot both win.
// The customer's "expiring soon" message is issue 31 item 7 (it needs its templates): this job
// marks the quotations it is for.

/** Expires the sent quotations past their validity on `now`; answers how many. */
export async function expireQuotations(db: DbExecutor, now: Date): Promise<number> {
  const today = businessToday(now);
  const result = await db.execute(sql`
    with expired as (
      update ${quotations} set state = 'expired', updated_at = now()
      where state = 'sent' and valid_until < ${today}
      returning id, version)
    insert into ${quotationHistory} (quotation_id, version, from_state, to_state)
      select id, version, 'sent', 'expired' from expired
    returning quotation_id`);
  return rowsOf(result).length;
}

/** Marks the sent quotations that end in 3 days (or less) and were not reminded; their numbers. */
export async function remindQuotations(db: DbExecutor, now: Date): Promise<string[]> {
  const today = businessToday(now);
  const result = await db.execute(sql`
    update ${quotations} set reminded_at = ${now.toISOString()}::timestamptz
    where state = 'sent' and reminded_at is null
      and valid_until between ${today} and ${addDays(today, QUOTATION_REMINDER_DAYS_BEFORE)}
    returning number`);
  return rowsOf<{ number: string }>(result).map((row) => row.number);
}

export const quotationExpiryJob = defineJob<Record<string, never>>({
  name: 'quotation-expiry',
  schedule: '3 * * * *',
  handler: async (_data, { db, now, log }) => {
    const expired = await expireQuotations(db, now());
    if (expired > 0) log.info({ expired }, 'quotations expired');
  },
  retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 600 },
  timeoutSeconds: 5 * 60,
  pollSeconds: 30,
});

export const quotationReminderJob = defineJob<Record<string, never>>({
  name: 'quotation-reminder',
  schedule: '7 * * * *',
  handler: async (_data, { db, now, log }) => {
    const reminded = await remindQuotations(db, now());
    if (reminded.length > 0) log.info({ quotations: reminded }, 'quotations ending soon');
  },
  retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 600 },
  timeoutSeconds: 5 * 60,
  pollSeconds: 30,
});
