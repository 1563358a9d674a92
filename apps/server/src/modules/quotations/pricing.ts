import type { QuotationLineRequest } from '@changdee/contract/quotations';
import { errorMessage, type ErrorCode } from '@changdee/contract/errors';
import type { AddOn } from '@changdee/contract/add-ons-admin';
import { formatQuantity, type AddOnQuantityRefusal } from '@changdee/domain/add-ons';
import type { BusinessDate } from '@changdee/domain/dates';
import {
  priceQuotation,
  type PricedQuotationLine,
  type QuotationPricingRefusal,
} from '@changdee/domain/quotation-pricing';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { addOnsByIds } from '../add-ons-admin/service';
import { pricingProduct, productPromotion, runningPromotions } from '../promotions/service';
import * as repository from './repository';
import { pricingContext, type QuotableSurvey } from './survey-access';

// A quotation's lines priced on the server (docs/decisions/072): what they name is read once —
// the channel's active products named, the promotions running for the survey's store today, the
// add-ons named — and the domain's priceQuotation prices them (its services through priceOrder,
// the order's one pricing function). Nothing the phone sent about money is read.

type Product = ReturnType<typeof pricingProduct<repository.QuotedProductRow>> & {
  work_type: string;
};
type Promotion = NonNullable<ReturnType<typeof productPromotion>>;
export type PricedLine = PricedQuotationLine<Product, Promotion, AddOn>;

const QUANTITY_CODES: Record<AddOnQuantityRefusal, ErrorCode> = {
  not_positive: 'ADD_ON_QUANTITY_NOT_POSITIVE',
  not_whole: 'ADD_ON_QUANTITY_NOT_WHOLE',
  too_precise: 'ADD_ON_QUANTITY_TOO_PRECISE',
  out_of_range: 'ADD_ON_QUANTITY_OUT_OF_RANGE',
};

/** The error of a line refused, in both languages with the line's name (lines count from 1). */
function refusalError(
  refusal: QuotationPricingRefusal,
  names: { th: string; en: string },
): AppError {
  const line = refusal.line + 1;
  const field = `lines.${refusal.line}.qty`;
  const words = (code: ErrorCode, params: Record<string, string | number>) => ({
    th: errorMessage(code, 'th', { ...params, name: names.th }),
    en: errorMessage(code, 'en', { ...params, name: names.en }),
  });
  const error = (code: ErrorCode, params: Record<string, string | number> = {}, at?: string) =>
    new AppError(code, {
      params: { line, ...params },
      message: words(code, { line, ...params }),
      ...(at ? { field: at } : {}),
    });
  switch (refusal.reason) {
    case 'unknownService':
    case 'notInstallation':
    case 'serviceWorkType':
      return error('SERVICE_NOT_QUOTABLE');
    case 'serviceQuantity':
      return error('SERVICE_QUANTITY_OUT_OF_RANGE', { ...refusal.bounds }, field);
    case 'unknownAddOn':
      return error('ADD_ON_UNAVAILABLE');
    case 'addOnWorkType':
      return error('ADD_ON_OTHER_WORK_TYPE');
    case 'addOnQuantity':
      return error(
        QUANTITY_CODES[refusal.refusal],
        { min: formatQuantity(refusal.bounds.min), max: formatQuantity(refusal.bounds.max) },
        field,
      );
  }
}

/** Prices the lines for the survey on `today`; the first line refused is the answer (400). */
export async function priceLines(
  tx: DbExecutor,
  survey: QuotableSurvey,
  lines: readonly QuotationLineRequest[],
  today: BusinessDate,
): Promise<PricedLine[]> {
  const productIds = lines.flatMap((line) => (line.kind === 'service' ? [line.product_id] : []));
  const addOnIds = lines.flatMap((line) => (line.kind === 'add_on' ? [line.add_on_id] : []));
  // One after another: a transaction's connection runs one statement at a time anyway.
  const productRows = await repository.channelProducts(tx, survey.order.channelCode, {
    ids: productIds,
  });
  const scope = { channel: survey.order.channelCode, store: survey.storeCode };
  const promotions = await runningPromotions(tx, scope, today);
  const addOns = await addOnsByIds(tx, addOnIds);
  const products = new Map(
    productRows.map((row) => [row.id, { ...pricingProduct(row), work_type: row.typeOfWork }]),
  );
  const priced = priceQuotation({
    lines,
    products,
    promotions: new Map(productIds.map((id) => [id, productPromotion(promotions, id)])),
    addOns: new Map(addOns.map((addOn) => [addOn.id, addOn])),
    workTypes: new Set(survey.workTypes),
    context: pricingContext(survey, today),
  });
  if (priced.ok) return priced.lines;
  const request = lines[priced.refusal.line]!;
  const named =
    request.kind === 'service'
      ? productRows.find((row) => row.id === request.product_id)
      : addOns.find((addOn) => addOn.id === request.add_on_id);
  const names = named
    ? 'nameTh' in named
      ? { th: named.nameTh, en: named.nameEn }
      : { th: named.name_th, en: named.name_en }
    : { th: '', en: '' };
  throw refusalError(priced.refusal, names);
}
