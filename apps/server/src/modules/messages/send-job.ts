import { defineJob, type JobDefinition, type RetryPolicy } from '../../jobs/definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { MessageChannel } from '@changdee/domain/order-messages';
import type { JobContext } from '../../jobs/definition';
import { registerMessageOutbox, sendMessages, type SendSummary } from './service';

// The job that sends an event's messages (docs/decisions/045, decision 027): enqueued with them in
// the transaction of the change. A try that leaves messages failed throws, and pg-boss tries the
// job again with exponential backoff; on the last try they are dead (shown on the order's page,
// and the job goes to `messages.send.dead`). Workers fetch jobs in batches, several at once: one
// job per poll sent only a few messages a second.

export interface SendMessagesData {
  ids: string[];
}

export const MESSAGE_JOB_NAME = 'messages.send';

/** 6 tries over about 40 minutes: 30 s, 1, 2, 4 min … up to 15 min apart. */
export const MESSAGE_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, maxDelaySeconds: 900 };

/**
 * The jobs of one fetched batch run side by side (the job queue); their messages are tried
 * together: one claim, one write of the texts and one record for the whole batch, not per job.
 * Jobs arriving in the same turn of the event loop with the same "last try" share one try.
 */
function coalesced(lastTry: boolean, context: JobContext, ids: string[]): Promise<SendSummary> {
  const key = lastTry ? 'last' : 'not-last';
  let pending = waiting.get(key);
  if (!pending) {
    const created = { ids: [] as string[], result: null as unknown as Promise<SendSummary> };
    created.result = new Promise<SendSummary>((resolve, reject) =>
      setImmediate(() => {
        waiting.delete(key);
        sendMessages(context.db, created.ids, {
          config: context.config,
          log: context.log,
          signal: context.signal,
          lastTry,
        }).then(resolve, reject);
      }),
    );
    pending = created;
    waiting.set(key, pending);
  }
  pending.ids.push(...ids);
  return pending.result;
}
const waiting = new Map<string, { ids: string[]; result: Promise<SendSummary> }>();

export const messageSendJob = (retry: RetryPolicy = MESSAGE_RETRY) =>
  defineJob<SendMessagesData>({
    name: MESSAGE_JOB_NAME,
    handler: async ({ ids }, context) => {
      const summary = await coalesced(context.attempt >= retry.limit, context, ids);
      const mine = ids.map((id) => summary.states.get(id));
      // A message waiting for an earlier one of its order is tried again with the job.
      const failed = mine.filter((state) => state === 'failed' || state === 'waiting').length;
      const dead = mine.filter((state) => state === 'dead').length;
      if (failed > 0) throw new Error(`${failed} of the messages failed; they will be tried again`);
      if (dead > 0) throw new Error(`${dead} of the messages are dead`);
    },
    retry,
    // A batch's sends are bounded by MESSAGE_SEND_TIMEOUT_MS; a job running past this is retried
    // (and its SMS may go once more), so it is well above a loaded database's batch.
    timeoutSeconds: 180,
    // pg-boss's shortest poll: an idle worker finds a new job within half a second.
    pollSeconds: 0.5,
    batchSize: 50,
    concurrency: 2,
  });

export const sendMessagesJob = messageSendJob();

/**
 * Makes this app's queue and channels the ones order events enqueue with; call the result on
 * close. The app's own definition of the job is used (tests give one with fast retries); an app
 * without it (a test's app running other jobs only) leaves the outbox to the app that has it.
 */
export const bindMessageOutbox = (
  jobs: JobQueue,
  channels: readonly MessageChannel[],
  definitions: readonly JobDefinition<never>[],
): (() => void) => {
  const job = definitions.find((d) => d.name === MESSAGE_JOB_NAME) as unknown as
    JobDefinition<SendMessagesData> | undefined;
  if (!job) return () => undefined;
  return registerMessageOutbox({
    channels,
    enqueue: (tx, ids) => jobs.enqueue(tx, job, { ids }),
  });
};
