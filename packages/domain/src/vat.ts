// VAT on a tax document (docs/decisions/043). Changdee's prices include VAT at 7%; a Thai tax
// invoice shows the value before VAT and the VAT apart, to the satang. Amounts here are integer
// satang (1 baht = 100 satang): never a float.

export const VAT_RATE_PERCENT = 7;

/** Satang in one baht. */
export const SATANG_PER_BAHT = 100;

/** Whole baht as satang. */
export const bahtToSatang = (baht: number): number => {
  if (!Number.isSafeInteger(baht)) throw new RangeError(`Not whole baht: ${baht}`);
  return baht * SATANG_PER_BAHT + 0;
};

export interface VatSplit {
  /** The value before VAT (มูลค่าสินค้า/บริการก่อนภาษี), in satang. */
  base: number;
  /** The VAT (ภาษีมูลค่าเพิ่ม 7%), in satang. */
  vat: number;
  /** What was paid, VAT included: always base + vat. */
  total: number;
}

/**
 * Splits an amount that includes 7% VAT. The rule (decision 043): the VAT is total × 7 / 107
 * rounded to the nearest satang, halves up; the value before VAT is the rest. So the two always
 * add up to what was paid, and the VAT is never more than half a satang from the exact figure.
 * The split is made once, on the document's total, never line by line (line roundings would not
 * add up to the total's).
 */
export const splitVatIncluded = (totalSatang: number): VatSplit => {
  if (!Number.isSafeInteger(totalSatang) || totalSatang < 0)
    throw new RangeError(`Not an amount of satang: ${totalSatang}`);
  const percent = 100 + VAT_RATE_PERCENT;
  // Round half up in integers: floor((2·t·7 + 107) / (2·107)).
  const vat = Math.floor((2 * totalSatang * VAT_RATE_PERCENT + percent) / (2 * percent));
  return { base: totalSatang - vat, vat, total: totalSatang };
};

/** `123456` satang → `1,234.56` (the figures of a tax document: Latin digits, two decimals). */
export const formatSatang = (satang: number): string => {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`Not an amount of satang: ${satang}`);
  const sign = satang < 0 ? '-' : '';
  const whole = Math.abs(satang);
  const baht = Math.floor(whole / SATANG_PER_BAHT).toLocaleString('en-US');
  return `${sign}${baht}.${String(whole % SATANG_PER_BAHT).padStart(2, '0')}`;
};

/**
 * Reads baht as people type them (`350`, `350.5`, `1,250.50`) into satang; null for anything
 * else (more than two decimals, a sign, letters): a price the form cannot read is refused, never 0.
 */
export const parseSatang = (text: string): number | null => {
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const satang =
    Number(match[1]!.replace(/,/g, '')) * SATANG_PER_BAHT + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(satang) ? satang : null;
};
