import { markSalesDays } from '../../modules/analytics/day-marks';
import { withOnlyOrderEventReactions } from '../../modules/orders/service';

// The demo's activity (a survey started, a quotation sent) goes through the use cases, which tell
// order events. The seed runs before any app exists (a child process at first start, decision
// 038) or beside an idle one of another database (a test's), so it brings its own reactions and
// sets the process's aside: the events are written with the dashboards' marks; the demo's
// customers are not messaged (no outbox sends for the seed) and nothing the seed does is money,
// so no tax document waits on it.

/** Runs `seed` with only the reactions the seed's order events need. */
export const withSeedReactions = <T>(seed: () => Promise<T>): Promise<T> =>
  withOnlyOrderEventReactions([markSalesDays], seed);
