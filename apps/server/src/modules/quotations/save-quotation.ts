import { randomUUID } from 'node:crypto';
import type { Quotation, QuotationSave } from '@changdee/contract/quotations';
import { businessToday, type BusinessDate } from '@changdee/domain/dates';
import { quotationTotals } from '@changdee/domain/quotation-pricing';
import { quotationTransition } from '@changdee/domain/quotation-states';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import * as orders from '../orders/service';
import { quotationNumber } from './numbering';
import { priceLines, type PricedLine } from './pricing';
import * as repository from './repository';
import { surveyToQuote } from './survey-access';
import { quotationView } from './view';

// PUT /ops/v1/jobs/{no}/quotation (docs/decisions/072): the technician saves the quotation of a
// survey. The first save makes it (a draft, version 1, with its number); every later one is a new
// version — the lines priced again today, the old version left as it was — and brings a sent,
// declined or expired quotation back to draft (an approved one is final: 409). The order's row
// lock serialises saves and sends of one survey; `based_on_version` catches a save made on an
// older copy (409 STALE_EDIT).

/** Draws numbers until one is free (the unique index judges). */
async function createQuotation(tx: DbExecutor, orderNo: string, today: BusinessDate) {
  const id = randomUUID();
  while (!(await repository.insertQuotation(tx, { id, number: quotationNumber(today), orderNo })));
  return id;
}

function lineRows(quotationId: string, version: number, lines: readonly PricedLine[]) {
  return lines.map((line, position) => ({
    quotationId,
    version,
    position,
    kind: line.kind,
    productId: line.product?.id ?? null,
    addOnId: line.addOn?.id ?? null,
    nameTh: line.product?.row.nameTh ?? line.addOn!.name_th,
    nameEn: line.product?.row.nameEn ?? line.addOn!.name_en,
    addOnUnit: line.addOn?.unit ?? null,
    unitTh: line.product?.row.unitTh ?? null,
    unitEn: line.product?.row.unitEn ?? null,
    qty: line.qty,
    unitPriceSatang: line.unitPriceSatang,
    priceSatang: line.priceSatang,
    promotionId: line.promotion?.id ?? null,
    promotionDiscountSatang: line.promotionDiscountSatang,
    amountSatang: line.amountSatang,
    vatApplies: line.vatApplies,
    optional: line.optional,
  }));
}

function checkBase(existing: repository.QuotationRow | null, basedOn: number | undefined) {
  if ((existing?.version ?? undefined) !== basedOn)
    throw new AppError('STALE_EDIT', { details: { version: existing?.version ?? null } });
  if (existing && quotationTransition(existing.state, 'revise') === null)
    throw new AppError('QUOTATION_NOT_CHANGEABLE');
}

async function checkPhotos(tx: DbExecutor, orderNo: string, photoIds: readonly string[]) {
  const own = new Set(await repository.photoIdsOf(tx, orderNo));
  if (photoIds.some((id) => !own.has(id)))
    throw new AppError('QUOTATION_PHOTO_UNKNOWN', { field: 'photo_ids' });
}

async function saveIn(
  tx: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  request: QuotationSave,
  today: BusinessDate,
): Promise<Quotation> {
  const survey = await surveyToQuote(tx, caller, orderNo, { lock: true });
  const existing = await repository.quotationOf(tx, survey.order.orderNo, true);
  checkBase(existing, request.based_on_version);
  await checkPhotos(tx, survey.order.orderNo, request.photo_ids);
  const lines = await priceLines(tx, survey, request.lines, today);
  const totals = quotationTotals(lines);
  const actor = await orders.actingPerson(tx, caller, survey.order, undefined);
  const id = existing?.id ?? (await createQuotation(tx, survey.order.orderNo, today));
  const version = (existing?.version ?? 0) + 1;
  await repository.insertVersion(
    tx,
    {
      quotationId: id,
      version,
      note: request.note,
      validDays: request.valid_days,
      photoIds: [...new Set(request.photo_ids)],
      subtotalSatang: totals.subtotalSatang,
      promotionDiscountSatang: totals.promotionDiscountSatang,
      payableSatang: totals.payableSatang,
      vatSatang: totals.vatSatang,
      vatFreeSatang: totals.vatFreeSatang,
      optionalSatang: totals.optionalNotTakenSatang,
      createdBy: caller.userId,
      createdByName: actor.name,
    },
    lineRows(id, version, lines),
  );
  if (existing) await repository.updateQuotation(tx, id, { state: 'draft', version });
  await repository.insertHistory(tx, {
    quotationId: id,
    version,
    fromState: existing?.state ?? null,
    toState: 'draft',
    actorUserId: caller.userId,
    actorName: actor.name,
  });
  return quotationView(tx, (await repository.quotationOf(tx, survey.order.orderNo))!);
}

export function saveQuotation(
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  request: QuotationSave,
  now: Date,
): Promise<Quotation> {
  return withTransactionRetry(() =>
    db.transaction((tx) => saveIn(tx, caller, orderNo, request, businessToday(now))),
  );
}
