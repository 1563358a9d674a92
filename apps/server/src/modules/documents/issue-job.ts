import type { Seller } from '@changdee/domain/tax-documents';
import { defineJob } from '../../jobs/definition';
import type { JobQueue } from '../../jobs/job-queue';
import { issueDueDocuments } from './issuing';
import { currentDocumentIssuer, registerDocumentIssuer } from './service';

// The job that issues an order’s tax documents (docs/decisions/043, 058, 027): enqueued in the
// transaction that pays or refunds the order (service.ts), it issues what the order then calls
// for. The same event enqueues one job (its id comes from the order and the event); the handler
// issues nothing twice, so a job run again (a retry after a crash) is safe.

export interface IssueDocumentsData {
  orderNo: string;
}

export const issueDocumentsJob = defineJob<IssueDocumentsData>({
  name: 'documents.issue',
  handler: async ({ orderNo }, { db, log, now }) => {
    const { issued } = await issueDueDocuments(db, orderNo, currentDocumentIssuer().seller, now());
    if (issued.length > 0) log.info({ orderNo, issued }, 'tax documents issued');
  },
  retry: { limit: 5, delaySeconds: 10, maxDelaySeconds: 600 },
  timeoutSeconds: 60,
});

/** Makes this app's queue and seller the ones documents are issued with; call the result on close. */
export const bindDocumentIssuer = (jobs: JobQueue, seller: Seller): (() => void) =>
  registerDocumentIssuer({
    seller,
    enqueue: (tx, orderNo, id) => jobs.enqueue(tx, issueDocumentsJob, { orderNo }, { id }),
  });
