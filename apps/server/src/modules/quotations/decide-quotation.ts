import { businessToday } from '@changdee/domain/dates';
import { decisionRefusal } from '@changdee/domain/quotation-decisions';
import { quotationTransition } from '@changdee/domain/quotation-states';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { sentQuotation } from './customer-quotation';
import * as decisions from './decisions-repository';
import * as repository from './repository';

// The customer declines a sent quotation with a reason, or asks for a change (issue 31 item 3,
// decision 079), on their tracking page. Under the quotation's row lock and the same rules as an
// approval (the version sent, not past its last valid day): a decline moves it to `declined` with a
// history row; a change request is only a row of quotation_decisions — the quotation stays `sent`
// and the operators' work lists it — so the customer may still approve it meanwhile.

export interface Refusal {
  kind: 'declined' | 'change_requested';
  version: number;
  text: string;
}

export function answerQuotation(
  db: Database,
  surveyOrderNo: string,
  answer: Refusal,
  context: { device: string | null; customerName: string; now: Date },
): Promise<void> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { quotation } = await sentQuotation(tx, surveyOrderNo, { lock: true });
      const refusal = decisionRefusal(quotation, answer.version, businessToday(context.now));
      if (refusal) throw new AppError(refusal);
      await decisions.insertDecision(tx, {
        quotationId: quotation.id,
        version: answer.version,
        kind: answer.kind,
        channel: 'customer_page',
        text: answer.text,
        device: context.device,
      });
      if (answer.kind === 'change_requested') return;
      await repository.updateQuotation(tx, quotation.id, {
        state: quotationTransition(quotation.state, 'decline')!,
      });
      await repository.insertHistory(tx, {
        quotationId: quotation.id,
        version: answer.version,
        fromState: quotation.state,
        toState: 'declined',
        actorUserId: null,
        actorName: context.customerName,
      });
    }),
  );
}
