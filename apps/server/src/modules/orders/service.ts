import type { DbExecutor } from '../../db/client';
import { settlePaymentConflict } from './payment-conflicts';
import { closeRescheduleRequests } from './history';
import { actingPerson, actorOf, orderFor, type Actor, type Caller } from './order-access';
import {
  EVENT_ROW,
  reactToOrderEvents,
  withOnlyOrderEventReactions,
  recordOrderEvent,
  type OrderEventReaction,
} from './order-events';
import * as repository from './repository';
import { ORDER_PROJECTIONS } from './read-model';
import { changeDate } from './workflows/change-date';
import { checkFamily, type FamilyLookupGuard } from './workflows/check-family';
import {
  createOrder,
  placeOrder,
  type PlaceContext,
  type PlacedOrder,
} from './workflows/place-order';
import {
  dateChangeFacts,
  getOrder,
  orderAnswer,
  orderWithActions,
  readableOrders,
} from './workflows/read-order';
import { refundOrder } from './workflows/refund-order';
import { attachPaymentSlip } from './workflows/attach-payment-slip';
import { updateContractor } from './workflows/update-contractor';
import { updateStatus } from './workflows/update-status';
import { assignTeam } from './workflows/assign-team';
import { recordJobProblem, takeJobStep } from './workflows/take-job-step';
import { confirmCompletion } from './workflows/confirm-sign-off';
import { signOffOf, type SignOffFacts, type SignOffRow } from './sign-offs-repository';
import { followUpAnswer, ratingAnswer, signOffAnswer } from './sign-off-answer';
import * as extrasRepository from './extras-repository';
import { extrasAnswer } from './extras-answer';
import { addExtras } from './workflows/add-extras';
import { decideExtra, type ExtraDecision } from './workflows/decide-extra';
import { extrasMoneyOf } from './workflows/receive-extras-payment';
import {
  approveQuotation,
  type ApprovedLines,
  type BookedInstallation,
  type QuotationSide,
} from './workflows/approve-quotation';

// Orders (issue 12; spec §4 order creation, §7). Every write runs in one transaction opened here,
// run again on a deadlock or serialization failure (lib/transaction-retry.ts), and takes what it
// limits with the availability and promotions services' conditional counters (decisions 011, 014): a
// contractor's slot and day, a coupon's uses. Nothing the client says about money, family
// membership, the seller's name or the order's status is taken; the answer shows the server's.
//
// One use case a file (workflows/); this file is the module's face: what its routes and the other
// modules use of an order (dispatch, jobs, tracking, documents, messages: docs/decisions/044, 068).

export {
  assignTeam,
  recordJobProblem,
  takeJobStep,
  changeDate,
  checkFamily,
  createOrder,
  dateChangeFacts,
  getOrder,
  orderAnswer,
  orderWithActions,
  placeOrder,
  readableOrders,
  refundOrder,
  updateContractor,
  updateStatus,
};
export type { FamilyLookupGuard, PlaceContext, PlacedOrder };

// ---- what the dispatch and jobs modules use of an order (docs/decisions/044) ----

// The policy's gate and the person a change is recorded under (order-access.ts); an operator
// settling a payment event kept for them (payment-conflicts.ts, the payments module's route).
export { actingPerson, closeRescheduleRequests, orderFor, settlePaymentConflict };
// A customer's transfer slip from their tracking page (decision 069).
export { attachPaymentSlip };
// The customer's sign-off of a completed job, and their later confirmation (decision 078).
export { confirmCompletion, signOffOf };
export { followUpAnswer, ratingAnswer, signOffAnswer };
export type { SignOffFacts, SignOffRow };
/** The contractor holding the order's booking now, or null. */
export const bookedContractorId = repository.bookedContractorId;
export type { OrderEventReaction };
export { EVENT_ROW, reactToOrderEvents, recordOrderEvent, withOnlyOrderEventReactions };
/** What the operators' list and the technician's card read of an order (read-model.ts). */
export { ORDER_PROJECTIONS };
export type { Actor, Caller };
export { actorOf };
export type OrderRow = repository.OrderRow;
/** The contractor team a technician belongs to, or null. */
export const teamOf = repository.teamOf;
/** One of the order's job photos (read by the job's people and, once done, its customer). */
export const jobPhoto = repository.jobPhoto;
// An approved quotation books its installation (decision 079): the quotations module hands in
// its side of the one transaction; the store reads the installation's add-on lines.
export { approveQuotation };
export type { ApprovedLines, BookedInstallation, QuotationSide };
export const addOnLinesOf = repository.addOnLinesOf;
/** Queues the booking moves of one team in the transaction (as changeDate does). */
export const lockContractorMoves = repository.lockContractorMoves;
// On-site extras (decision 080): added by the technician, decided by the customer, their money.
export { addExtras, decideExtra, extrasMoneyOf };
export type { ExtraDecision };
export const extrasOf = extrasRepository.extrasOf;
export const extraEntriesOf = extrasRepository.extraEntriesOf;
export { extrasAnswer };
export const installationWorkTypes = extrasRepository.installationWorkTypes;
export type ExtraRow = extrasRepository.ExtraRow;
/** The order read with its row locked to the transaction's end (null: no such order). */
export const lockedOrder = (tx: DbExecutor, orderNo: string) =>
  repository.findOrder(tx, orderNo, { lock: true });
