// Add-ons (issue 31 item 1, docs/decisions/072): the priced extras a technician may add to a
// quotation (and later to an installation), defined per work type by Changdee's operators. Their
// unit price is in satang (a metre of pipe is not always whole baht); their quantity may be
// fractional (metres) unless the add-on counts whole units.

/** The closed vocabulary of an add-on's unit; each has its words in th and en in the apps. */
export const ADD_ON_UNITS = ['metre', 'piece', 'point', 'set', 'square_metre', 'hour'] as const;
export type AddOnUnit = (typeof ADD_ON_UNITS)[number];

/** Quantities are written with at most this many decimals (0.5 m, 2.25 m²). */
export const ADD_ON_QUANTITY_DECIMALS = 2;
const QUANTITY_SCALE = 10 ** ADD_ON_QUANTITY_DECIMALS;

/** The largest quantity of any add-on: keeps every line amount a safe integer of satang. */
export const ADD_ON_QUANTITY_MAX = 9_999;

/** The largest unit price of an add-on, in satang (1,000,000 baht). */
export const ADD_ON_UNIT_PRICE_MAX = 100_000_000;

/** What the rules read of an add-on. */
export interface AddOnRule {
  work_type: string;
  unit_price_satang: number;
  min_qty: number;
  max_qty: number;
  whole_units: boolean;
  vat_applies: boolean;
  active: boolean;
}

/** Why a quantity of an add-on is refused. */
export type AddOnQuantityRefusal = 'not_positive' | 'not_whole' | 'too_precise' | 'out_of_range';

/** Whether a number has at most ADD_ON_QUANTITY_DECIMALS decimals. */
export const hasQuantityPrecision = (value: number): boolean =>
  Number.isFinite(value) &&
  Math.abs(Math.round(value * QUANTITY_SCALE) - value * QUANTITY_SCALE) < 1e-6;

/** Checks a quantity against the add-on: positive, whole when it must be, within min and max. */
export function checkAddOnQuantity(
  addOn: Pick<AddOnRule, 'min_qty' | 'max_qty' | 'whole_units'>,
  qty: number,
): AddOnQuantityRefusal | null {
  if (!Number.isFinite(qty) || qty <= 0) return 'not_positive';
  if (addOn.whole_units && !Number.isInteger(qty)) return 'not_whole';
  if (!hasQuantityPrecision(qty)) return 'too_precise';
  if (qty < addOn.min_qty || qty > addOn.max_qty) return 'out_of_range';
  return null;
}

/** Why an add-on's own fields are refused (the operator's form). */
export type AddOnFieldsRefusal = 'bounds' | 'whole_bounds' | 'precision';

/** An add-on's bounds make sense: 0 < min ≤ max ≤ the maximum, whole when it counts whole units. */
export function checkAddOnFields(
  addOn: Pick<AddOnRule, 'min_qty' | 'max_qty' | 'whole_units'>,
): AddOnFieldsRefusal | null {
  const { min_qty: min, max_qty: max } = addOn;
  if (!hasQuantityPrecision(min) || !hasQuantityPrecision(max)) return 'precision';
  if (!(min > 0 && min <= max && max <= ADD_ON_QUANTITY_MAX)) return 'bounds';
  if (addOn.whole_units && !(Number.isInteger(min) && Number.isInteger(max))) return 'whole_bounds';
  return null;
}

/**
 * A line's amount in satang: unit price × quantity, rounded to the nearest satang, halves up. The
 * quantity is taken in hundredths first so that 0.1 × 3 is exactly 0.3 (no float drift).
 */
export function addOnAmount(unitPriceSatang: number, qty: number): number {
  if (!Number.isSafeInteger(unitPriceSatang) || unitPriceSatang < 0)
    throw new RangeError(`Not a unit price in satang: ${unitPriceSatang}`);
  const hundredths = Math.round(qty * QUANTITY_SCALE);
  return Math.floor((unitPriceSatang * hundredths * 2 + QUANTITY_SCALE) / (2 * QUANTITY_SCALE));
}

const quantityWords = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: ADD_ON_QUANTITY_DECIMALS,
});

/** A quantity as people write it: `0.5`, `6`, `1,250.25` (Latin digits in th and en). */
export const formatQuantity = (qty: number): string => quantityWords.format(qty);
