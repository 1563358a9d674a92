import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AddOn, AddOnFields } from '@changdee/contract/add-ons-admin';
import type { DbExecutor } from '../../db/client';
import { addOns } from '../../db/schema/quotations';

// The add-ons' rows (docs/decisions/072), read in the portal's shape.

const columns = {
  id: addOns.id,
  version: addOns.version,
  work_type: addOns.workType,
  name_th: addOns.nameTh,
  name_en: addOns.nameEn,
  unit: addOns.unit,
  unit_price_satang: addOns.unitPriceSatang,
  min_qty: addOns.minQty,
  max_qty: addOns.maxQty,
  whole_units: addOns.wholeUnits,
  vat_applies: addOns.vatApplies,
  active: addOns.active,
};

/** Every add-on, by work type then name. */
export const listAddOns = (db: DbExecutor): Promise<AddOn[]> =>
  db.select(columns).from(addOns).orderBy(asc(addOns.workType), asc(addOns.nameEn));

/** The active add-ons of some work types (what a quotation may use). */
export const activeAddOnsOf = (db: DbExecutor, workTypes: readonly string[]): Promise<AddOn[]> =>
  workTypes.length === 0
    ? Promise.resolve([])
    : db
        .select(columns)
        .from(addOns)
        .where(and(eq(addOns.active, true), inArray(addOns.workType, [...workTypes])))
        .orderBy(asc(addOns.workType), asc(addOns.nameEn));

/** Add-ons by id, whatever their state (the quotation's pricing decides about inactive ones). */
export const addOnsByIds = (db: DbExecutor, ids: readonly string[]): Promise<AddOn[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(columns)
        .from(addOns)
        .where(inArray(addOns.id, [...ids]));

export async function findAddOn(db: DbExecutor, id: string, lock = false): Promise<AddOn | null> {
  const query = db.select(columns).from(addOns).where(eq(addOns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

const rowOf = (fields: AddOnFields) => ({
  workType: fields.work_type,
  nameTh: fields.name_th,
  nameEn: fields.name_en,
  unit: fields.unit,
  unitPriceSatang: fields.unit_price_satang,
  minQty: fields.min_qty,
  maxQty: fields.max_qty,
  wholeUnits: fields.whole_units,
  vatApplies: fields.vat_applies,
  active: fields.active,
});

export async function insertAddOn(db: DbExecutor, fields: AddOnFields): Promise<string> {
  const [row] = await db.insert(addOns).values(rowOf(fields)).returning({ id: addOns.id });
  return row!.id;
}

export async function updateAddOn(
  db: DbExecutor,
  id: string,
  fields: AddOnFields,
  version: number,
): Promise<void> {
  await db
    .update(addOns)
    .set({ ...rowOf(fields), version, updatedAt: sql`now()` })
    .where(eq(addOns.id, id));
}
