import type { Quotation, QuotationVersion } from '@changdee/contract/quotations';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import * as repository from './repository';

// A quotation as the portal reads it (docs/decisions/072): its state, the version asked (the
// latest by default) with its lines and totals, every version's summary and the history.

export function versionView(
  version: repository.VersionRow,
  lines: readonly repository.LineRow[],
): QuotationVersion {
  return {
    version: version.version,
    note: version.note,
    valid_days: version.validDays,
    photo_ids: version.photoIds,
    lines: lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      product_id: line.productId,
      add_on_id: line.addOnId,
      name: { th: line.nameTh, en: line.nameEn },
      unit:
        line.unitTh !== null && line.unitEn !== null ? { th: line.unitTh, en: line.unitEn } : null,
      add_on_unit: line.addOnUnit,
      qty: line.qty,
      unit_price_satang: line.unitPriceSatang,
      price_satang: line.priceSatang,
      promotion_discount_satang: line.promotionDiscountSatang,
      amount_satang: line.amountSatang,
      vat_applies: line.vatApplies,
      optional: line.optional,
    })),
    totals: {
      subtotal_satang: version.subtotalSatang,
      promotion_discount_satang: version.promotionDiscountSatang,
      payable_satang: version.payableSatang,
      vat_satang: version.vatSatang,
      vat_free_satang: version.vatFreeSatang,
      optional_satang: version.optionalSatang,
    },
    created_at: version.createdAt.toISOString(),
    created_by: version.createdByName,
  };
}

/** One version of a quotation (404 QUOTATION_VERSION_NOT_FOUND when it has none such). */
export async function readVersion(
  db: DbExecutor,
  quotationId: string,
  version: number,
): Promise<QuotationVersion> {
  const found = await repository.versionOf(db, quotationId, version);
  if (!found) throw new AppError('QUOTATION_VERSION_NOT_FOUND');
  return versionView(found.version, found.lines);
}

export async function quotationView(
  db: DbExecutor,
  quotation: repository.QuotationRow,
): Promise<Quotation> {
  // One after another: inside a transaction its connection runs one statement at a time.
  const current = await readVersion(db, quotation.id, quotation.version);
  const versions = await repository.versionsOf(db, quotation.id);
  const history = await repository.historyOf(db, quotation.id);
  return {
    number: quotation.number,
    order_no: quotation.orderNo,
    state: quotation.state,
    version: quotation.version,
    sent_version: quotation.sentVersion,
    valid_until: quotation.validUntil,
    current,
    versions: versions.map((row) => ({
      version: row.version,
      created_at: row.createdAt.toISOString(),
      created_by: row.createdByName,
      payable_satang: row.payableSatang,
    })),
    history: history.map((row) => ({
      at: row.at.toISOString(),
      version: row.version,
      from: row.fromState,
      to: row.toState,
      by: row.actorName,
    })),
  };
}
