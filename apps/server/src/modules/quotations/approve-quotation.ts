import type { QuotationApproval } from '@changdee/contract/quotation-decisions';
import type { QuotationDecisionChannel } from '@changdee/domain/quotation-decisions';
import { decisionRefusal, takenLines } from '@changdee/domain/quotation-decisions';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import * as orders from '../orders/service';
import { checkChoice, sentQuotation } from './customer-quotation';
import * as decisions from './decisions-repository';
import * as repository from './repository';

// The customer's approval of a sent quotation (issue 31 items 3-4, decision 079), on their page or
// recorded at the store's counter: the quotation's side of the orders workflow that books the
// installation (orders approveQuotation), all in its one transaction. Under the survey's row lock
// the quotation is locked and checked (the version sent, not past its last valid day in Bangkok,
// only optional lines ticked), the signed decision saved, then — once the installation is placed —
// marked approved with the installation's number and a history row. Two approvals at once: the
// second waits on the lock, then finds it approved (409 QUOTATION_NOT_OPEN).

/** Who approved, where, and with what (the signature's bytes already checked). */
export interface Approver {
  channel: QuotationDecisionChannel;
  /** The clerk at the counter; null on the customer's page. */
  actor: orders.Caller | null;
  /** The person the history names: the clerk, or the customer by the name they typed. */
  historyName: string;
  device: string | null;
}

/** The lines taken, as the installation order keeps them (services in baht, add-ons in satang). */
async function approvedLines(
  tx: DbExecutor,
  lines: readonly repository.LineRow[],
): Promise<orders.ApprovedLines> {
  const services = lines.filter((line) => line.kind === 'service');
  if (services.length === 0) throw new AppError('QUOTATION_WITHOUT_INSTALLATION');
  const addOns = lines.filter((line) => line.kind === 'add_on');
  const promotions = await decisions.promotionNames(
    tx,
    services.flatMap((line) => (line.promotionId ? [line.promotionId] : [])),
  );
  const workTypes = await decisions.addOnWorkTypes(
    tx,
    addOns.map((line) => line.addOnId!),
  );
  // Services are whole baht (the catalogue's prices × 100): the division is exact.
  return {
    services: services.map((line) => ({
      productId: line.productId!,
      qty: line.qty,
      unitPrice: line.unitPriceSatang / 100,
      price: line.priceSatang / 100,
      promotion: line.promotionId
        ? { id: line.promotionId, ...promotions.get(line.promotionId)! }
        : null,
      promotionDiscount: line.promotionDiscountSatang / 100,
      totalPrice: line.amountSatang / 100,
    })),
    addOns: addOns.map((line) => ({
      addOnId: line.addOnId!,
      workType: workTypes.get(line.addOnId!)!,
      nameTh: line.nameTh,
      nameEn: line.nameEn,
      unit: line.addOnUnit!,
      qty: line.qty,
      unitPriceSatang: line.unitPriceSatang,
      amountSatang: line.amountSatang,
      vatApplies: line.vatApplies,
    })),
  };
}

/** The quotation's side of the one transaction. */
function approvalSide(
  request: QuotationApproval,
  signature: Buffer,
  approver: Approver,
  now: Date,
): orders.QuotationSide {
  let held: repository.QuotationRow | null = null;
  return {
    async open(tx, survey, today) {
      const { quotation, sent } = await sentQuotation(tx, survey.orderNo, { lock: true });
      const refusal = decisionRefusal(quotation, request.version, today);
      if (refusal) throw new AppError(refusal);
      checkChoice(sent.lines, request.chosen);
      await decisions.insertDecision(tx, {
        quotationId: quotation.id,
        version: request.version,
        kind: 'approved',
        channel: approver.channel,
        chosenPositions: request.chosen,
        signerName: request.name,
        signature,
        signedAt: now,
        device: approver.device,
        actorUserId: approver.actor?.userId ?? null,
        actorName: approver.actor ? approver.historyName : null,
      });
      held = quotation;
      return approvedLines(tx, takenLines(sent.lines, request.chosen));
    },
    async close(tx, installationOrderNo) {
      const quotation = held!;
      await decisions.markApproved(tx, quotation.id, installationOrderNo);
      await repository.insertHistory(tx, {
        quotationId: quotation.id,
        version: request.version,
        fromState: quotation.state,
        toState: 'approved',
        actorUserId: approver.actor?.userId ?? null,
        actorName: approver.historyName,
      });
    },
  };
}

/** Approves the survey's sent quotation and books its installation: its number, date and slot. */
export function approveQuotation(
  db: Database,
  surveyOrderNo: string,
  request: QuotationApproval,
  signed: { signature: Buffer; approver: Approver },
  options: { now: Date; orderNumberKey: string | null; actor: orders.Actor | null },
): Promise<orders.BookedInstallation> {
  return orders.approveQuotation(
    db,
    surveyOrderNo,
    approvalSide(request, signed.signature, signed.approver, options.now),
    { actor: options.actor, now: options.now, orderNumberKey: options.orderNumberKey },
  );
}
