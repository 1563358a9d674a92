import type { QuotationList, QuotationListQuery } from '@changdee/contract/quotations-admin';
import { addDays, businessToday } from '@changdee/domain/dates';
import { conversionPercent, followUpCutoffs } from '@changdee/domain/quotation-follow-ups';
import { quotationTotals } from '@changdee/domain/quotation-pricing';
import type { DbExecutor } from '../../db/client';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';
import { bangkokMidnight, placesOf, readerReach } from './reader-reach';

// GET /ops/v1/quotations (docs/decisions/082): a page of the quotations the filters find in the
// reader's reach, how many there are, and above them the conversion rate, the value approved and
// the open change requests of the places and dates asked.

function filterOf(auth: AuthContext, query: QuotationListQuery): repository.QuotationFilter {
  return {
    reach: readerReach(auth),
    state: query.state,
    followUp: query.follow_up,
    storeId: query.store,
    teamId: query.team,
    dates: query.dates,
    fromInstant: query.from ? bangkokMidnight(query.from) : undefined,
    toInstant: query.to ? bangkokMidnight(addDays(query.to, 1)) : undefined,
  };
}

/** The approved versions' payable with the lines taken, through the domain's quotationTotals. */
async function approvedValue(db: DbExecutor, filter: repository.QuotationFilter) {
  const taken = await repository.approvedTakenLines(db, filter);
  return quotationTotals(taken.map((line) => ({ ...line, optional: false }))).payableSatang;
}

export async function listQuotations(
  db: DbExecutor,
  auth: AuthContext,
  query: QuotationListQuery,
  now: Date,
): Promise<QuotationList> {
  const filter = filterOf(auth, query);
  const cutoffs = followUpCutoffs(businessToday(now), now);
  const page = { limit: query.limit, offset: query.offset };
  // The open change requests are the list's own count under that follow-up, without the state.
  const changeRequests = { ...filter, state: undefined, followUp: 'change_requested' as const };
  const [rows, total, outcomes, changeRequested, value, choices] = await Promise.all([
    repository.listPage(db, filter, cutoffs, page),
    repository.countList(db, filter, cutoffs),
    repository.outcomes(db, filter),
    repository.countList(db, changeRequests, cutoffs),
    approvedValue(db, filter),
    repository.filterChoices(db, filter.reach),
  ]);
  return {
    items: rows.map((row) => ({ ...placesOf(row), payable_satang: row.payableSatang })),
    total,
    ...page,
    summary: {
      sent: outcomes.sent,
      approved: outcomes.approved,
      conversion_percent: conversionPercent(outcomes),
      approved_value_satang: value,
      change_requests: changeRequested,
    },
    choices: {
      stores: choices.stores.map((row) => ({ id: row.id, name: { th: row.th, en: row.en } })),
      teams: choices.teams.map((row) => ({ id: row.id, name: { th: row.th, en: row.en } })),
    },
  };
}
