import { businessToday } from '@changdee/domain/dates';
import {
  formatSerial,
  paidOrderDocumentKind,
  type Seller,
  type TaxDocumentKind,
} from '@changdee/domain/tax-documents';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { orderFor, type Caller } from '../orders/order-access';
import * as orders from '../orders/repository';
import { buyerOf, orderFigures, paymentText, type DocumentContent } from './content';
import { renderDocument } from './render';
import * as repository from './repository';

// Issuing an order's tax documents and handing them out (issue 22, docs/decisions/043).

/** What issuing did for an order: the serials it issued now (none when all were there). */
export interface IssueOutcome {
  issued: string[];
}

/** The reason of the order's cancellation, as its history keeps it. */
const cancellationReason = (parts: orders.OrderParts): string =>
  parts.changes.findLast((change) => change.kind === 'status' && change.toValue === 'cancelled')
    ?.reason ?? 'ยกเลิกคำสั่งซื้อ';

async function issue(
  tx: DbExecutor,
  kind: TaxDocumentKind,
  build: (serial: string) => Omit<DocumentContent, 'serial' | 'kind'>,
  row: { orderNo: string; seller: Seller; issuedAt: Date; creditedDocumentId?: string },
): Promise<string> {
  const sequence = await repository.takeSerial(tx, row.seller.branch, kind);
  const serial = formatSerial(kind, row.seller.branch, sequence);
  const content: DocumentContent = { kind, serial, ...build(serial) };
  const pdf = await renderDocument(content);
  await repository.insertDocument(tx, {
    kind,
    branch: row.seller.branch,
    sequence,
    serial,
    orderNo: row.orderNo,
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
 * order locked: a paid order its tax invoice (when it asked for one) or receipt; a cancelled
 * order whose tax invoice was issued a credit note for all of it. Running it again issues nothing
 * more, so the job that calls it may run twice. Each serial is taken in this transaction.
 */
export async function issueDueDocuments(
  db: Database,
  orderNo: string,
  seller: Seller,
  now: Date,
): Promise<IssueOutcome> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const order = await orders.findOrder(tx, orderNo, { lock: true });
      if (!order) throw new Error(`order ${orderNo} does not exist`);
      const existing = await repository.orderDocuments(tx, orderNo);
      const has = (kind: TaxDocumentKind) => existing.find((document) => document.kind === kind);
      const issued: string[] = [];
      if (order.paymentState !== 'paid' || !order.paidAt) return { issued };

      const parts = await orders.orderParts(tx, order);
      const figures = orderFigures(order, parts);
      const issuedOn = businessToday(now);
      const paidKind = paidOrderDocumentKind(order.requestTaxInvoice && parts.taxInvoice !== null);
      let invoice = has('tax_invoice');
      if (!has(paidKind)) {
        const serial = await issue(
          tx,
          paidKind,
          () => ({
            issuedOn,
            seller,
            buyer: buyerOf(order, parts, paidKind),
            orderNo,
            payment: paymentText(order),
            ...figures,
          }),
          { orderNo, seller, issuedAt: now },
        );
        issued.push(serial);
        if (paidKind === 'tax_invoice')
          invoice = (await repository.orderDocuments(tx, orderNo)).find(
            (document) => document.kind === 'tax_invoice',
          );
      }
      if (order.status === 'cancelled' && invoice && !has('credit_note')) {
        const credited = invoice;
        const serial = await issue(
          tx,
          'credit_note',
          () => ({
            issuedOn,
            seller,
            buyer: buyerOf(order, parts, 'credit_note'),
            orderNo,
            payment: paymentText(order),
            ...figures,
            credit: {
              serial: credited.serial,
              issuedOn: businessToday(credited.issuedAt),
              reason: cancellationReason(parts),
            },
          }),
          { orderNo, seller, issuedAt: now, creditedDocumentId: credited.id },
        );
        issued.push(serial);
      }
      return { issued };
    }),
  );
}

/** An order's documents for whoever may read the order (order-access.ts). */
export async function listDocuments(db: DbExecutor, caller: Caller, orderNo: string) {
  const { order } = await orderFor(db, caller, orderNo, 'read');
  return { order, documents: await repository.orderDocuments(db, order.orderNo) };
}

/** One document's PDF for whoever may read the order; another order's id is not found. */
export async function documentPdf(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
  id: string,
): Promise<repository.TaxDocumentRow> {
  const { order } = await orderFor(db, caller, orderNo, 'read');
  const document = await repository.orderDocument(db, order.orderNo, id);
  if (!document) throw new AppError('DOCUMENT_NOT_FOUND');
  return document;
}
