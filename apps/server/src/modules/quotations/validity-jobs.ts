import { sql } from 'drizzle-orm';
import { addDays, businessToday } from '@changdee/domain/dates';
import { QUOTATION_REMINDER_DAYS_BEFORE } from '@changdee/domain/quotation-states';
import type { Database, DbExecutor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { defineJob } from '../../jobs/definition';
import { quotationHistory, quotations } from '../../db/schema/quotations';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { recordOrderEvent } from '../orders/service';
import * as repository from './repository';

// A sent quotation's validity (docs/decisions/072, 081). Every hour, one statement expires the sent
// quotations whose last day has passed (Bangkok's date) and writes their history rows. Another job
// reminds the customer of those ending in QUOTATION_REMINDER_DAYS_BEFORE days, once per sending:
// each is marked and its survey order tells `quotation_expiring` in one transaction, under the
// order's row lock, so the message takes its place among the order's others (decision 064). Both
// are conditional updates: run twice, or on two servers at once, they change each row once, and
// a customer's approval (a later step, under the row's lock) and the expiry cannot both win.

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

/**
 * Reminds the customers of the sent quotations that end in 3 days (or less) and were not
 * reminded since they were sent; answers their numbers. One transaction a quotation: the order's
 * row, then the quotation's (as sending locks them), marked only if still due, and told.
 */
export async function remindQuotations(db: Database, now: Date): Promise<string[]> {
  const today = businessToday(now);
  const window = { from: today, to: addDays(today, QUOTATION_REMINDER_DAYS_BEFORE) };
  const reminded: string[] = [];
  for (const orderNo of await repository.surveysToRemind(db, window)) {
    const number = await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        await repository.lockSurveyOrder(tx, orderNo);
        const marked = await repository.markReminded(tx, orderNo, window, now);
        if (marked)
          await recordOrderEvent(tx, orderNo, {
            kind: 'quotation_expiring',
            validUntil: marked.validUntil,
          });
        return marked?.number ?? null;
      }),
    );
    if (number) reminded.push(number);
  }
  return reminded;
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
