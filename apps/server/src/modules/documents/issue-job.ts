import { createHash } from 'node:crypto';
import type { Seller } from '@changdee/domain/tax-documents';
import type { DbExecutor } from '../../db/client';
import { defineJob } from '../../jobs/definition';
import type { JobQueue } from '../../jobs/job-queue';
import { issueDueDocuments } from './service';

// The job that issues an order's tax documents (docs/decisions/043, decision 027): enqueued in the
// transaction that pays or cancels the order, it issues what the order then calls for. Its id is
// derived from the order and the event, so the same event enqueues one job however often it is
// handled; the handler issues nothing twice, so a job run again (a retry after a crash) is safe.

export type DocumentEvent = 'paid' | 'cancelled';

export interface IssueDocumentsData {
  orderNo: string;
}

/**
 * The job queue and seller of the app serving in this process. Payments and cancellations enqueue
 * through it with only their transaction at hand (their signatures stay as they are while the
 * payments are reworked into a ledger), and the job reads the seller from it. Apps bind on build
 * and unbind on close; with several apps in one process (tests) the latest open one serves.
 */
interface Issuer {
  jobs: JobQueue;
  seller: Seller;
}
const issuers: Issuer[] = [];

/** Makes this app the one that enqueues and issues documents; call the result on close. */
export function bindDocumentIssuer(jobs: JobQueue, seller: Seller): () => void {
  const issuer = { jobs, seller };
  issuers.push(issuer);
  return () => {
    const index = issuers.indexOf(issuer);
    if (index >= 0) issuers.splice(index, 1);
  };
}

function currentIssuer(): Issuer {
  const issuer = issuers.at(-1);
  if (!issuer) throw new Error('no app serves the tax documents (bindDocumentIssuer)');
  return issuer;
}

export const issueDocumentsJob = defineJob<IssueDocumentsData>({
  name: 'documents.issue',
  handler: async ({ orderNo }, { db, log, now }) => {
    const { issued } = await issueDueDocuments(db, orderNo, currentIssuer().seller, now());
    if (issued.length > 0) log.info({ orderNo, issued }, 'tax documents issued');
  },
  retry: { limit: 5, delaySeconds: 10, maxDelaySeconds: 600 },
  timeoutSeconds: 60,
  pollSeconds: 2,
});

/** A UUID (version-5 shaped) of the order and the event: one job per event of an order. */
export function documentJobId(orderNo: string, event: DocumentEvent): string {
  const hex = createHash('sha1').update(`documents.issue:${orderNo}:${event}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Enqueues the issue of an order's documents in `tx`, the transaction of the payment or cancel. */
export async function enqueueDocumentIssue(
  tx: DbExecutor,
  orderNo: string,
  event: DocumentEvent,
): Promise<void> {
  await currentIssuer().jobs.enqueue(
    tx,
    issueDocumentsJob,
    { orderNo },
    {
      id: documentJobId(orderNo, event),
    },
  );
}
