import { issueDueDocuments } from '../src/modules/documents/issuing';
import { ORDER_NOW, type OrderKit } from './order-kit';

/**
 * Issues an order's due tax documents as the documents.issue job would (decisions 043, 058,
 * 080), for the tests of other modules whose changes ask for a document.
 */
export const issueDocumentsNow = (kit: OrderKit, orderNo: string) =>
  issueDueDocuments(kit.db, orderNo, kit.app.config.seller, ORDER_NOW);
