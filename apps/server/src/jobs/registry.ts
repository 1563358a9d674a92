import { authHousekeepingJob } from '../modules/auth/housekeeping-job';
import { paymentHoldExpiryJob, paymentHoldSweepJob } from '../modules/orders/payment-hold';
import { issueDocumentsJob } from '../modules/documents/issue-job';
import { idempotencyKeysPurgeJob } from '../modules/idempotency/purge-job';
import { sendMessagesJob } from '../modules/messages/send-job';
import { quotationExpiryJob, quotationReminderJob } from '../modules/quotations/validity-jobs';
import { salesRollupJob } from '../modules/analytics/rollup-job';
import type { JobDefinition } from './definition';

// The app's background jobs (decision 027). A new kind of job is a definition (name, handler,
// retry policy, maybe a schedule) in its module and one line here; buildApp (app.ts) hands the
// list to the job queue, which declares a queue and a dead-letter queue for each.
export const jobDefinitions: readonly JobDefinition<never>[] = [
  authHousekeepingJob,
  paymentHoldExpiryJob,
  paymentHoldSweepJob,
  issueDocumentsJob,
  idempotencyKeysPurgeJob,
  sendMessagesJob,
  quotationExpiryJob,
  quotationReminderJob,
  salesRollupJob,
];
