import type { DbExecutor } from '../../db/client';
import { answerQuotation } from './decide-quotation';
import { approveQuotation, type Approver } from './approve-quotation';
import { customerQuotation, priceChoice } from './customer-quotation';
import { quotationOf } from './repository';
import { saveQuotation } from './save-quotation';
import { sendQuotation } from './send-quotation';

// Quotations (docs/decisions/072, 079): what other modules use — the customer's tracking page
// reads the sent quotation, re-totals it with their ticks and answers it.

export { answerQuotation, approveQuotation, customerQuotation, priceChoice };
// The demo seed builds its sent quotation as the technician's phone does.
export { saveQuotation, sendQuotation };

/** Whether the survey has a quotation its customer was sent (any state since). */
export async function hasSentQuotation(db: DbExecutor, orderNo: string): Promise<boolean> {
  return (await quotationOf(db, orderNo))?.sentVersion != null;
}
export type { Approver };
