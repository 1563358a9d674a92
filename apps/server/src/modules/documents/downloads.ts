import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import { getOrder } from '../orders/service';
import * as repository from './repository';

// Reading an order's tax documents: for whoever the order policy lets read the order (the orders
// module's getOrder; docs/decisions/036), which routes.ts narrows to the shop and operators.

/** The order's documents (without their PDF). An order the caller may not read: 404. */
export async function listDocuments(db: DbExecutor, caller: AuthContext, orderNo: string) {
  const order = await getOrder(db, caller, orderNo);
  return {
    orderNo: order.cartOrderNo,
    documents: await repository.orderDocuments(db, order.cartOrderNo),
  };
}

/** One document with its PDF; an id of another order's document, or none: DOCUMENT_NOT_FOUND. */
export async function documentPdf(
  db: DbExecutor,
  caller: AuthContext,
  orderNo: string,
  id: string,
): Promise<repository.TaxDocumentRow> {
  const order = await getOrder(db, caller, orderNo);
  const document = await repository.orderDocument(db, order.cartOrderNo, id);
  if (!document) throw new AppError('DOCUMENT_NOT_FOUND');
  return document;
}
