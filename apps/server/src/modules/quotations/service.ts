import { answerQuotation } from './decide-quotation';
import { approveQuotation, type Approver } from './approve-quotation';
import { customerQuotation, priceChoice } from './customer-quotation';

// Quotations (docs/decisions/072, 079): what other modules use — the customer's tracking page
// reads the sent quotation, re-totals it with their ticks and answers it.

export { answerQuotation, approveQuotation, customerQuotation, priceChoice };
export type { Approver };
