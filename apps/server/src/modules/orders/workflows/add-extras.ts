import type { AddOn } from '@changdee/contract/add-ons-admin';
import { errorMessage, type ErrorCode } from '@changdee/contract/errors';
import type { AddExtrasRequest } from '@changdee/contract/extras';
import { formatQuantity, type AddOnQuantityRefusal } from '@changdee/domain/add-ons';
import { eventOf } from '@changdee/domain/order-events';
import { acceptsExtras, priceExtra, type ExtraRefusal } from '@changdee/domain/order-extras';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import { addOnsByIds } from '../../add-ons-admin/service';
import * as extras from '../extras-repository';
import { record } from '../history';
import type { Actor } from '../order-access';
import { recordOrderEvent } from '../order-events';
import type { OrderRow } from '../repository';

// The technician adds extras to an installation in progress (decision 080): each an add-on of the
// order's work types in a quantity it allows, priced here by the domain (priceExtra: unit price ×
// quantity in satang) with its name, unit and price kept as offered. They wait for the customer's
// consent (decide-extra.ts); the customer is told (event extras_proposed). The caller holds the
// order's row lock.

const QUANTITY_CODES: Record<AddOnQuantityRefusal, ErrorCode> = {
  not_positive: 'ADD_ON_QUANTITY_NOT_POSITIVE',
  not_whole: 'ADD_ON_QUANTITY_NOT_WHOLE',
  too_precise: 'ADD_ON_QUANTITY_TOO_PRECISE',
  out_of_range: 'ADD_ON_QUANTITY_OUT_OF_RANGE',
};

/** The refusal of line `index` (counted from 1 for people), naming the add-on in each language. */
function refusalError(refusal: ExtraRefusal, index: number, addOn: AddOn | undefined): AppError {
  const params: Record<string, string | number> = { line: index + 1 };
  let code: ErrorCode = 'ADD_ON_UNAVAILABLE';
  if (refusal.reason === 'other_work_type') code = 'EXTRA_OTHER_WORK_TYPE';
  if (refusal.reason === 'quantity') {
    code = QUANTITY_CODES[refusal.refusal];
    params.min = formatQuantity(addOn!.min_qty);
    params.max = formatQuantity(addOn!.max_qty);
  }
  const named = (language: 'th' | 'en') =>
    errorMessage(code, language, { ...params, name: addOn?.[`name_${language}`] ?? '' });
  return new AppError(code, {
    params,
    message: { th: named('th'), en: named('en') },
    ...(refusal.reason === 'quantity' ? { field: `extras.${index}.qty` } : {}),
  });
}

/** The extras priced as rows to insert; the first line refused is the answer (400). */
async function pricedRows(
  tx: DbExecutor,
  order: OrderRow,
  request: AddExtrasRequest,
  actor: Actor,
): Promise<extras.NewExtraRow[]> {
  const workTypes = await extras.installationWorkTypes(tx, order.orderNo);
  if (workTypes.length === 0) throw new AppError('EXTRAS_NOT_AN_INSTALLATION');
  if (!acceptsExtras(order.status)) throw new AppError('EXTRAS_NOT_OPEN');
  const addOns = new Map(
    (await addOnsByIds(tx, [...new Set(request.extras.map((extra) => extra.add_on_id))])).map(
      (addOn) => [addOn.id, addOn],
    ),
  );
  return request.extras.map((line, index) => {
    const addOn = addOns.get(line.add_on_id);
    const priced = priceExtra(addOn, new Set(workTypes), line.qty);
    if (!priced.ok) throw refusalError(priced.refusal, index, addOn);
    return {
      orderNo: order.orderNo,
      addOnId: addOn!.id,
      nameTh: addOn!.name_th,
      nameEn: addOn!.name_en,
      unit: addOn!.unit,
      qty: line.qty,
      unitPriceSatang: addOn!.unit_price_satang,
      amountSatang: priced.amountSatang,
      vatApplies: addOn!.vat_applies,
      addedBy: actor.userId,
      addedByName: actor.name,
    };
  });
}

/** Adds the extras (all or none), with a history row each under the technician. */
export async function addExtras(
  tx: DbExecutor,
  order: OrderRow,
  request: AddExtrasRequest,
  actor: Actor,
  technician: string | null,
): Promise<extras.ExtraRow[]> {
  const added = await extras.insertExtras(tx, await pricedRows(tx, order, request, actor));
  await record(
    tx,
    order.orderNo,
    actor,
    added.map((extra) => ({ kind: 'extra', from: extra.id, to: 'proposed', technician })),
  );
  await recordOrderEvent(tx, order.orderNo, eventOf('extras_proposed'));
  return added;
}
