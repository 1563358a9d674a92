import type { Quotation, QuotationOptions, QuotationVersion } from '@changdee/contract/quotations';
import { unitPrice } from '@changdee/domain/line-price';
import { quantityBounds } from '@changdee/domain/quantity';
import { QUOTATION_VALIDITY_DEFAULT_DAYS } from '@changdee/domain/quotation-states';
import { bahtToSatang } from '@changdee/domain/vat';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { activeAddOnsOf } from '../add-ons-admin/service';
import type * as orders from '../orders/service';
import { pricingProduct } from '../promotions/service';
import * as repository from './repository';
import { surveyToQuote, surveyToRead } from './survey-access';
import { quotationView, readVersion } from './view';

// Reading a survey's quotation (docs/decisions/072): the quotation with its latest version, an
// older version as it was, and what the builder may offer for the survey. The technician of the
// job's team and Operators.

async function quotationFor(db: DbExecutor, caller: orders.Caller, orderNo: string) {
  const order = await surveyToRead(db, caller, orderNo);
  const quotation = await repository.quotationOf(db, order.orderNo);
  if (!quotation) throw new AppError('QUOTATION_NOT_FOUND');
  return quotation;
}

/** GET /ops/v1/jobs/{no}/quotation. */
export async function readQuotation(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
): Promise<Quotation> {
  return quotationView(db, await quotationFor(db, caller, orderNo));
}

/** GET /ops/v1/jobs/{no}/quotation/versions/{version}: an old version stays readable. */
export async function readQuotationVersion(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  version: number,
): Promise<QuotationVersion> {
  const quotation = await quotationFor(db, caller, orderNo);
  return readVersion(db, quotation.id, version);
}

/** GET /ops/v1/jobs/{no}/quotation-options: the survey's installations, add-ons and photos. */
export async function quotationOptions(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
): Promise<QuotationOptions> {
  const survey = await surveyToQuote(db, caller, orderNo, { lock: false });
  const [services, addOns, photoIds] = await Promise.all([
    repository.channelProducts(db, survey.order.channelCode, { workTypes: survey.workTypes }),
    activeAddOnsOf(db, survey.workTypes),
    repository.photoIdsOf(db, survey.order.orderNo),
  ]);
  return {
    order_no: survey.order.orderNo,
    work_types: survey.workTypes,
    services: services.map((row) => {
      const product = pricingProduct(row);
      const bounds = quantityBounds(product);
      return {
        id: row.id,
        name: { th: row.nameTh, en: row.nameEn },
        // An installation always has its unit (the catalogue's check).
        unit: { th: row.unitTh!, en: row.unitEn! },
        unit_price_satang: bahtToSatang(unitPrice(product)),
        min_qty: bounds.min,
        max_qty: bounds.max,
      };
    }),
    add_ons: addOns,
    photo_ids: photoIds,
    valid_days_default: QUOTATION_VALIDITY_DEFAULT_DAYS,
  };
}
