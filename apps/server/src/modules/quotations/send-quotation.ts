import type { Quotation } from '@changdee/contract/quotations';
import { addDays, businessToday } from '@changdee/domain/dates';
import { quotationTransition } from '@changdee/domain/quotation-states';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import * as orders from '../orders/service';
import * as repository from './repository';
import { surveyToQuote } from './survey-access';
import { quotationView } from './view';

// POST /ops/v1/jobs/{no}/quotation/send (docs/decisions/072): the technician sends the version
// they looked at. Under the survey order's row lock, only the latest version of a draft may be
// sent (409 QUOTATION_NOT_SENDABLE otherwise): two sends at once send it once, the second is
// refused. Sending fixes the validity: the last day it may be approved is today + its days.
// The survey order tells `quotation_sent` in the same transaction, under its row lock: the
// customer's "quotation ready" message takes its place among the order's others (decision 081).

export function sendQuotation(
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  version: number,
  now: Date,
): Promise<Quotation> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const survey = await surveyToQuote(tx, caller, orderNo, { lock: true });
      const quotation = await repository.quotationOf(tx, survey.order.orderNo, true);
      if (!quotation) throw new AppError('QUOTATION_NOT_FOUND');
      const to = quotationTransition(quotation.state, 'send');
      if (to === null || quotation.version !== version)
        throw new AppError('QUOTATION_NOT_SENDABLE');
      const sent = await repository.versionOf(tx, quotation.id, version);
      const actor = await orders.actingPerson(tx, caller, survey.order, undefined);
      const validUntil = addDays(businessToday(now), sent!.version.validDays);
      await repository.updateQuotation(tx, quotation.id, {
        state: to,
        sentVersion: version,
        sentAt: now,
        validUntil,
        remindedAt: null,
      });
      await repository.insertHistory(tx, {
        quotationId: quotation.id,
        version,
        fromState: quotation.state,
        toState: to,
        actorUserId: caller.userId,
        actorName: actor.name,
      });
      await orders.recordOrderEvent(tx, survey.order.orderNo, {
        kind: 'quotation_sent',
        validUntil,
      });
      return quotationView(tx, (await repository.quotationOf(tx, survey.order.orderNo))!);
    }),
  );
}
