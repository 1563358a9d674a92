import { defineJob, type JobDefinition, type RetryPolicy } from '../../jobs/definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { MessageChannel } from '@changdee/domain/order-messages';
import { registerMessageOutbox, sendMessages } from './service';

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

export const messageSendJob = (retry: RetryPolicy = MESSAGE_RETRY) =>
  defineJob<SendMessagesData>({
    name: MESSAGE_JOB_NAME,
    handler: async ({ ids }, { db, config, log, signal, attempt }) => {
      const result = await sendMessages(db, ids, {
        config,
        log,
        signal,
        lastTry: attempt >= retry.limit,
      });
      if (result.retry > 0)
        throw new Error(`${result.retry} of the messages failed; they will be tried again`);
      if (result.dead > 0) throw new Error(`${result.dead} of the messages are dead`);
    },
    retry,
    timeoutSeconds: 60,
    // pg-boss's shortest poll: an idle worker finds a new job within half a second.
    pollSeconds: 0.5,
    batchSize: 50,
    concurrency: 2,
  });

export const sendMessagesJob = messageSendJob();

/**
 * Makes this app's queue and channels the ones order events enqueue with; call the result on
 * close. The app's own definition of the job (tests give one with fast retries) is used.
 */
export const bindMessageOutbox = (
  jobs: JobQueue,
  channels: readonly MessageChannel[],
  definitions: readonly JobDefinition<never>[],
): (() => void) => {
  const job = (definitions.find((d) => d.name === MESSAGE_JOB_NAME) ??
    sendMessagesJob) as unknown as JobDefinition<SendMessagesData>;
  return registerMessageOutbox({
    channels,
    enqueue: (tx, ids) => jobs.enqueue(tx, job, { ids }),
  });
};
