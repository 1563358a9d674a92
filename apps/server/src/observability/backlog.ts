import { sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS, type MessageChannel } from '@changdee/domain/order-messages';
import type { Database } from '../db/client';
import { rowsOf } from '../db/sql-rows';

// What waits in the database, read when /metrics is scraped (decision 074): the job queues
// (pg-boss's tables) and the customer messages' outbox. One query each, shared by the gauges of
// one scrape and kept a second, so however many scrapers ask, each query runs once a second at most.

export const JOB_WAITING_STATES = ['created', 'retry', 'active'] as const;
export type JobWaitingState = (typeof JOB_WAITING_STATES)[number];

export interface QueueBacklog {
  queue: string;
  jobs: Record<JobWaitingState, number>;
  /** Seconds since the oldest job that may run (its start_after passed) became due; 0: none. */
  oldestDueSeconds: number;
}

/** The outbox states that are not "sent": waiting, being sent, failed (to retry) and dead. */
export const UNSENT_STATES = ['queued', 'sending', 'failed', 'dead'] as const;
export type UnsentState = (typeof UNSENT_STATES)[number];

export interface ChannelBacklog {
  channel: MessageChannel;
  messages: Record<UnsentState, number>;
  /** Seconds since the oldest message still to send (queued, sending, failed) was written. */
  oldestUnsentSeconds: number;
}

export interface Backlog {
  queues: QueueBacklog[];
  channels: ChannelBacklog[];
}

async function readQueues(db: Database): Promise<QueueBacklog[]> {
  // Every declared queue, also an empty one (its gauges then say 0, not nothing).
  const rows = rowsOf<{
    queue: string;
    state: JobWaitingState | null;
    jobs: number;
    oldest: number;
  }>(
    await db.execute(sql`
      select q.name as queue, j.state::text as state, count(j.id)::int as jobs,
        coalesce(extract(epoch from now() - min(j.start_after)
          filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8
          as oldest
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
      group by q.name, j.state
      order by q.name`),
  );
  const byQueue = new Map<string, QueueBacklog>();
  for (const row of rows) {
    const backlog = byQueue.get(row.queue) ?? {
      queue: row.queue,
      jobs: { created: 0, retry: 0, active: 0 },
      oldestDueSeconds: 0,
    };
    if (row.state) backlog.jobs[row.state] = row.jobs;
    backlog.oldestDueSeconds = Math.max(backlog.oldestDueSeconds, row.oldest);
    byQueue.set(row.queue, backlog);
  }
  return [...byQueue.values()];
}

async function readOutbox(db: Database): Promise<ChannelBacklog[]> {
  const rows = rowsOf<{
    channel: MessageChannel;
    state: UnsentState;
    messages: number;
    oldest: number;
  }>(
    await db.execute(sql`
      select channel, state, count(*)::int as messages,
        extract(epoch from now() - min(created_at))::float8 as oldest
      from messages
      where state <> 'sent'
      group by channel, state`),
  );
  return MESSAGE_CHANNELS.map((channel) => {
    const mine = rows.filter((row) => row.channel === channel);
    const messages = { queued: 0, sending: 0, failed: 0, dead: 0 };
    for (const row of mine) messages[row.state] = row.messages;
    const waiting = mine.filter((row) => row.state !== 'dead').map((row) => row.oldest);
    return { channel, messages, oldestUnsentSeconds: Math.max(0, ...waiting) };
  });
}

/** The backlog, read at most once every `maxAgeMs` (a scrape's gauges share one reading). */
export function backlogReader(db: Database, maxAgeMs = 1_000): () => Promise<Backlog> {
  let reading: { at: number; backlog: Promise<Backlog> } | null = null;
  return () => {
    const now = Date.now();
    if (!reading || now - reading.at >= maxAgeMs) {
      const backlog = Promise.all([readQueues(db), readOutbox(db)]).then(([queues, channels]) => ({
        queues,
        channels,
      }));
      // A failed reading is not kept: the next scrape tries again.
      backlog.catch(() => (reading = null));
      reading = { at: now, backlog };
    }
    return reading.backlog;
  };
}
