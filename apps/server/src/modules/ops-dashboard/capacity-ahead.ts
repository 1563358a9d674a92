import type { CapacityAhead, CapacityAheadQuery } from '@changdee/contract/ops-dashboard';
import { CAPACITY_AHEAD_DAYS } from '@changdee/contract/ops-dashboard';
import { addDays, businessToday } from '@changdee/domain/dates';
import type { DbExecutor } from '../../db/client';
import { teamCapacities } from '../dispatch/service';

// GET /ops/v1/dashboard/capacity (issue 32 item 2, docs/decisions/075): the next 14 days of a page
// of teams, each slot's capacity and use and each day off, read by the dispatch board's own
// statement (teamCapacities), so a cell here and the board's cell agree.

export async function capacityAhead(
  db: DbExecutor,
  query: CapacityAheadQuery,
  now: Date,
): Promise<CapacityAhead> {
  const today = businessToday(now);
  const dates = Array.from({ length: CAPACITY_AHEAD_DAYS }, (_, i) => addDays(today, i));
  const { total, teams } = await teamCapacities(db, dates, query);
  return {
    from: dates[0]!,
    to: dates.at(-1)!,
    total_teams: total,
    teams: teams.map((team) => ({
      contractor_id: team.contractor_id,
      code: team.code,
      name: team.name,
      active: team.active,
      days: team.days.map((day) => ({ date: day.date, off: day.off, slots: day.slots })),
    })),
  };
}
