import { defineJob } from '../../jobs/definition';
import { purgeExpiredAuthRecords } from './service';

/**
 * Identity's housekeeping as a scheduled job: every 15 minutes one server (whichever worker claims
 * it) deletes expired sign-in counters, revocations, ended sessions and used single-sign-on tokens.
 * Each run deletes whatever has expired by then, so a missed or repeated run does no harm.
 */
export const authHousekeepingJob = defineJob<Record<string, never>>({
  name: 'auth-housekeeping',
  schedule: '*/15 * * * *',
  handler: async (_data, { db }) => purgeExpiredAuthRecords(db),
  retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 300 },
  timeoutSeconds: 5 * 60,
  pollSeconds: 30,
});
