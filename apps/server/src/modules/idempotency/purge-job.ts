import { defineJob } from '../../jobs/definition';
import { IDEMPOTENCY_KEY_RETENTION_HOURS, purgeOldKeys } from './service';

/**
 * The idempotency keys' housekeeping as a scheduled job (decisions 027, 047): every hour one
 * server deletes the idempotency_keys rows older than IDEMPOTENCY_KEY_RETENTION_HOURS (24 h).
 * Each run deletes whatever is older by then, so a missed or repeated run does no harm.
 */
export const idempotencyKeysPurgeJob = defineJob<Record<string, never>>({
  name: 'idempotency-keys-purge',
  schedule: '17 * * * *',
  handler: async (_data, { db, now, log }) => {
    const deleted = await purgeOldKeys(db, now());
    if (deleted > 0)
      log.info(
        { deleted, older_than_hours: IDEMPOTENCY_KEY_RETENTION_HOURS },
        'idempotency keys purged',
      );
  },
  retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 300 },
  timeoutSeconds: 5 * 60,
  pollSeconds: 30,
});
