import { FOLLOW_UPS_LISTED, type QuotationFollowUps } from '@changdee/contract/quotations-admin';
import { businessToday } from '@changdee/domain/dates';
import {
  followUpCutoffs,
  QUOTATION_FOLLOW_UPS,
  type QuotationFollowUp,
} from '@changdee/domain/quotation-follow-ups';
import type { DbExecutor } from '../../db/client';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';
import { placesOf, readerReach } from './reader-reach';

// GET /ops/v1/quotations/follow-ups (docs/decisions/082): what the dispatch board shows beside
// its jobs — sent quotations ending within three days, open change requests, declines of the last
// seven days — each counted (the list's own count under its follow_up filter) and the first listed.

async function group(
  db: DbExecutor,
  filter: repository.QuotationFilter,
  followUp: QuotationFollowUp,
  cutoffs: repository.FollowUpCutoffs,
) {
  const scoped = { ...filter, followUp };
  const [count, rows] = await Promise.all([
    repository.countList(db, scoped, cutoffs),
    repository.followUpRows(db, filter.reach, followUp, cutoffs, FOLLOW_UPS_LISTED),
  ]);
  return {
    count,
    items: rows.map((row) => {
      const { number, order_no, customer_name, team, valid_until } = placesOf(row);
      const answered_at = followUp === 'expiring' ? null : (row.answeredAt?.toISOString() ?? null);
      return { number, order_no, customer_name, team, valid_until, answered_at };
    }),
  };
}

export async function readFollowUps(
  db: DbExecutor,
  auth: AuthContext,
  now: Date,
): Promise<QuotationFollowUps> {
  const filter: repository.QuotationFilter = { reach: readerReach(auth), dates: 'created' };
  const cutoffs = followUpCutoffs(businessToday(now), now);
  const [expiring, changeRequested, declined] = await Promise.all(
    QUOTATION_FOLLOW_UPS.map((followUp) => group(db, filter, followUp, cutoffs)),
  );
  return { expiring: expiring!, change_requested: changeRequested!, declined: declined! };
}
