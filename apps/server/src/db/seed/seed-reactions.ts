import { markSalesDays } from '../../modules/analytics/day-marks';
import { reactToOrderEvents } from '../../modules/orders/service';

// The demo's activity (a survey started, a quotation sent) goes through the use cases, which tell
// order events; the seed runs before any app exists (a child process at first start, decision
// 038), so no app reacts to them yet. While it runs, the events are written with the dashboards'
// marks; the demo's customers are not messaged (no app's outbox sends for the seed) and nothing
// the seed does is money, so no tax document waits on it.

/** Runs `seed` with the reactions the seed's order events need, and removes them after. */
export async function withSeedReactions<T>(seed: () => Promise<T>): Promise<T> {
  const stop = reactToOrderEvents(markSalesDays);
  try {
    return await seed();
  } finally {
    stop();
  }
}
