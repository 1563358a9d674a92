import { hasReceivedPayment } from '@changdee/domain/payment-ledger';
import { businessToday } from '@changdee/domain/dates';
import {
  formatSerial,
  paidOrderDocumentKind,
  type Seller,
  type TaxDocumentKind,
} from '@changdee/domain/tax-documents';
import type { Database, DbExecutor } from '../../db/client';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { orderAnswer } from '../orders/service';
import {
  buyerOf,
  cancellationReason,
  orderFigures,
  paymentText,
  type DocumentContent,
} from './content';
import { renderDocument } from './render';
import * as repository from './repository';

// Issuing an order's tax documents (issue 22, docs/decisions/043), run by the documents.issue job.

/** The serials issued by one run (none when the order had all it needed). */
export interface IssueOutcome {
  issued: string[];
}

/** Takes the next serial of the kind, renders the document with it and stores both. */
async function issue(
  tx: DbExecutor,
  content: Omit<DocumentContent, 'serial'>,
  row: { issuedAt: Date; creditedDocumentId?: string },
): Promise<string> {
  const { seller, kind } = content;
  const sequence = await repository.takeSerial(tx, seller.branch, kind);
  const serial = formatSerial(kind, seller.branch, sequence);
  const pdf = await renderDocument({ ...content, serial });
  await repository.insertDocument(tx, {
    kind,
    branch: seller.branch,
    sequence,
    serial,
    orderNo: content.orderNo,
    creditedDocumentId: row.creditedDocumentId ?? null,
    issuedAt: row.issuedAt,
    totalSatang: content.amounts.vat.total,
    baseSatang: content.amounts.vat.base,
    vatSatang: content.amounts.vat.vat,
    pdf,
  });
  return serial;
}

/**
 * Issues what the order's state calls for and it does not have yet, in one transaction with the
 * order's row locked: a paid order its tax invoice (when it asked for one) or receipt; a cancelled
 * order with a tax invoice a credit note for all of it. A second run issues nothing more. The
 * serial is taken in this transaction: a failure gives it back.
 */
export async function issueDueDocuments(
  db: Database,
  orderNo: string,
  seller: Seller,
  now: Date,
): Promise<IssueOutcome> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      if (!(await repository.lockOrder(tx, orderNo)))
        throw new Error(`order ${orderNo} does not exist`);
      const order = await orderAnswer(tx, orderNo);
      const issued: string[] = [];
      if (!hasReceivedPayment(order.payment.state)) return { issued };

      const existing = await repository.orderDocuments(tx, orderNo);
      const find = (kind: TaxDocumentKind) => existing.find((document) => document.kind === kind);
      const common = {
        issuedOn: businessToday(now),
        seller,
        orderNo,
        payment: paymentText(order),
        ...orderFigures(order),
      };
      const paidKind = paidOrderDocumentKind(order.request_tax_invoice && !!order.tax_invoice);
      if (!find(paidKind)) {
        const content = { ...common, kind: paidKind, buyer: buyerOf(order, paidKind) };
        issued.push(await issue(tx, content, { issuedAt: now }));
      }
      const invoice =
        find('tax_invoice') ??
        (await repository.orderDocuments(tx, orderNo)).find(
          (document) => document.kind === 'tax_invoice',
        );
      if (order.status === 'cancelled' && invoice && !find('credit_note')) {
        const content = {
          ...common,
          kind: 'credit_note' as const,
          buyer: buyerOf(order, 'credit_note'),
          credit: {
            serial: invoice.serial,
            issuedOn: businessToday(invoice.issuedAt),
            reason: cancellationReason(order),
          },
        };
        issued.push(await issue(tx, content, { issuedAt: now, creditedDocumentId: invoice.id }));
      }
      return { issued };
    }),
  );
}
