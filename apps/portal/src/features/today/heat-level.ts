import type { CapacityAhead } from '@changdee/contract/ops-dashboard';
import { TIME_SLOTS } from '@changdee/domain/time-slots';

// How full a team's day is on the heat map (docs/decisions/075): a colour and, always beside it,
// a word, so colour is never the only signal. The numbers themselves are the board's.

export const HEAT_LEVELS = ['free', 'busy', 'full', 'off', 'closed', 'none'] as const;
export type HeatLevel = (typeof HEAT_LEVELS)[number];

type Team = CapacityAhead['teams'][number];

/** A day of a team: closed or off first; then by its fuller slot (half used or more is busy). */
export function heatLevel(team: Pick<Team, 'active'>, day: Team['days'][number]): HeatLevel {
  if (!team.active) return 'closed';
  if (day.off) return 'off';
  const slots = TIME_SLOTS.map((slot) => day.slots[slot]).filter((s) => s.capacity > 0);
  if (slots.length === 0) return 'none';
  if (slots.every((s) => s.free === 0)) return 'full';
  return slots.some((s) => s.used * 2 >= s.capacity) ? 'busy' : 'free';
}
