import { createHash } from 'node:crypto';
import type { OrderEvent } from '@changdee/domain/order-events';
import { TAX_DOCUMENT_TITLES, type Seller } from '@changdee/domain/tax-documents';
import type { DbExecutor } from '../../db/client';
import type { RawAnswer } from '../../plugins/route-documentation';
import { renderPdf } from './render';
import * as repository from './repository';
import { thaiBreakable } from './thai-breaks';
import type { DocumentSummary } from './repository';
import { extraEntriesOf, type OrderEventReaction } from '../orders/service';

// What other modules ask of the tax documents (docs/decisions/043 and 058): the order's payment
// and each refund enqueue their issue in their own transaction. Issuing is issuing.ts (run by the
// documents.issue job, issue-job.ts); reading them is downloads.ts. The quotation's PDF (081)
// is rendered with the same fonts, readable text layer and Thai line breaks.

export { renderPdf, thaiBreakable };

/**
 * What enqueues the issue: the order became paid (its payment's document), a refund was recorded
 * (its credit note; `refunded:` and the ledger entry's id, decision 058), the extras' difference
 * was paid (its debit note; `extras_paid:` and the extras' entry, decision 080). `cancelled` named the
 * jobs cancellations enqueued before 058, when a cancellation issued the credit note.
 */
export type DocumentEvent = 'paid' | `refunded:${number}` | `extras_paid:${number}`;

/**
 * How the app serving in this process enqueues the issue job, and its seller. Payments and
 * refunds enqueue with only their transaction at hand (their signatures stay as they are
 * while payments are reworked into a ledger), and the job reads the seller here. An app registers
 * when it is built (issue-job.ts bindDocumentIssuer) and unregisters on close; with several apps
 * in one process (tests) the latest open one serves.
 */
export interface DocumentIssuer {
  enqueue(tx: DbExecutor, orderNo: string, jobId: string): Promise<unknown>;
  seller: Seller;
}
const issuers: DocumentIssuer[] = [];

/** Makes `issuer` the one serving; call the result when its app closes. */
export function registerDocumentIssuer(issuer: DocumentIssuer): () => void {
  issuers.push(issuer);
  return () => {
    const index = issuers.indexOf(issuer);
    if (index >= 0) issuers.splice(index, 1);
  };
}

export function currentDocumentIssuer(): DocumentIssuer {
  const issuer = issuers.at(-1);
  if (!issuer) throw new Error('no app serves the tax documents (bindDocumentIssuer)');
  return issuer;
}

/** A UUID (version-5 shaped) of the order and the event: one job per event of an order. */
export function documentJobId(orderNo: string, event: DocumentEvent): string {
  const hex = createHash('sha1').update(`documents.issue:${orderNo}:${event}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Enqueues the issue of an order's documents in `tx`, the transaction that pays or refunds it:
 * the job exists exactly when that commits, once per order and event.
 */
export async function enqueueDocumentIssue(
  tx: DbExecutor,
  orderNo: string,
  event: DocumentEvent,
): Promise<void> {
  await currentDocumentIssuer().enqueue(tx, orderNo, documentJobId(orderNo, event));
}

/**
 * The documents an event of the order asks for (a reaction to order events, app.ts): a payment's
 * tax invoice, a refund's credit note (decisions 043, 058), the extras' payment's debit note
 * (080); the other events ask for none.
 */
export const issueForOrderEvent: OrderEventReaction = {
  then: (tx, orderNo, event) => issueFor(tx, orderNo, event),
};

async function issueFor(tx: DbExecutor, orderNo: string, event: OrderEvent): Promise<void> {
  switch (event.kind) {
    case 'paid':
      return enqueueDocumentIssue(tx, orderNo, 'paid');
    case 'refund_recorded':
      return enqueueDocumentIssue(tx, orderNo, `refunded:${event.refundEntryId}`);
    case 'placed':
    case 'date_changed':
    case 'technician_assigned':
    case 'on_the_way':
    case 'completed':
    case 'cancelled':
    case 'hold_released':
    case 'payment_slip_rejected':
    case 'rating_requested':
    case 'rated':
    case 'extras_proposed': // adding, approving or declining an extra moves no money (080)
    case 'extra_approved':
    case 'extra_declined':
    case 'quotation_sent':
    case 'quotation_expiring':
    case 'quotation_approved':
      return;
    // The extras' difference was paid: its debit note (decision 080), one job per payment.
    case 'extras_paid':
      return enqueueDocumentIssue(
        tx,
        orderNo,
        `extras_paid:${await lastExtrasPayment(tx, orderNo)}`,
      );
  }
}

/** The extras' payment just recorded (the event's own transaction sees it): the latest one. */
async function lastExtrasPayment(tx: DbExecutor, orderNo: string): Promise<number> {
  const payments = (await extraEntriesOf(tx, orderNo)).filter((entry) => entry.kind === 'received');
  return payments.at(-1)!.id;
}

/** How the PDF routes document their answer (the shop's, the operators', the tracking link's). */
export const PDF_ANSWER: RawAnswer = {
  mediaTypes: ['application/pdf'],
  description: 'The document’s PDF as it was issued',
  attachment: true,
};

/**
 * `attachment` with an ASCII name (the serial) and the Thai one (RFC 5987): browsers save
 * `ใบกำกับภาษี-ใบเสร็จรับเงิน-TI00000-000001.pdf`, older ones `TI00000-000001.pdf`.
 */
export function pdfDisposition(document: Pick<DocumentSummary, 'kind' | 'serial'>): string {
  const thai = `${TAX_DOCUMENT_TITLES[document.kind].th.replaceAll('/', '-')}-${document.serial}.pdf`;
  return `attachment; filename="${document.serial}.pdf"; filename*=UTF-8''${encodeURIComponent(thai)}`;
}

/**
 * An order's documents (without their PDF) for the customer's tracking link, which has checked
 * the token (modules/tracking, docs/decisions/046).
 */
export const customerDocuments = (db: DbExecutor, orderNo: string) =>
  repository.orderDocuments(db, orderNo);

/** One of them with its PDF, or null when the id is another order's. */
export const customerDocument = (db: DbExecutor, orderNo: string, id: string) =>
  repository.orderDocument(db, orderNo, id);
