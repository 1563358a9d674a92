import type { BusinessDate } from '@changdee/domain/dates';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import * as orders from '../orders/service';
import * as repository from './repository';

// Which survey a caller may quote (docs/decisions/072). Reading goes through the order policy
// (orders.orderFor 'read': the technician's own team's jobs, every job for an Operator); a
// technician naming a job of another team is told so (403 JOB_NOT_YOURS) rather than "not found",
// as the issue asks: the order number says nothing of volume, so this reveals nothing worth hiding.

/** A survey order as a quotation reads it. */
export interface QuotableSurvey {
  order: orders.OrderRow;
  storeCode: string;
  /** The work types its survey lines cover: what its quotation may price. */
  workTypes: string[];
}

async function readableOrder(
  tx: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  lock: boolean,
): Promise<orders.OrderRow> {
  try {
    return (await orders.orderFor(tx, caller, orderNo, 'read', { lock })).order;
  } catch (error) {
    const foreign =
      caller.role === 'Technician' &&
      error instanceof AppError &&
      error.code === 'ORDER_NOT_FOUND' &&
      (await repository.orderExists(tx, orderNo.trim()));
    throw foreign ? new AppError('JOB_NOT_YOURS') : error;
  }
}

/** The order when the caller may read its quotation (any state of the order). */
export async function surveyToRead(
  tx: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
): Promise<orders.OrderRow> {
  return readableOrder(tx, caller, orderNo, false);
}

/**
 * The survey when the caller may build or send its quotation now: a survey order (409
 * QUOTATION_NOT_A_SURVEY) in progress or completed (409 QUOTATION_SURVEY_NOT_STARTED). `lock`
 * keeps the order's row locked to the transaction's end: one change of its quotation at a time.
 */
export async function surveyToQuote(
  tx: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  options: { lock: boolean },
): Promise<QuotableSurvey> {
  const order = await readableOrder(tx, caller, orderNo, options.lock);
  const workTypes = await repository.surveyWorkTypes(tx, order.orderNo);
  if (workTypes.length === 0) throw new AppError('QUOTATION_NOT_A_SURVEY');
  if (order.status !== 'in_progress' && order.status !== 'completed')
    throw new AppError('QUOTATION_SURVEY_NOT_STARTED');
  return { order, storeCode: await repository.storeCode(tx, order.storeId), workTypes };
}

/** The pricing context of a survey's quotation on a business day. */
export const pricingContext = (survey: QuotableSurvey, today: BusinessDate) => ({
  today,
  channel: survey.order.channelCode,
  store: survey.storeCode,
});
