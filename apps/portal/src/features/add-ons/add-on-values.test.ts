import { describe, expect, it } from 'vitest';
import { addOnFormSchema, addOnValuesOf } from './add-on-values';

// The add-on form reads the price typed in baht into satang, then the contract's schema judges it.

const typed = {
  ...addOnValuesOf(null),
  work_type: 'WT-AC',
  name_th: 'ท่อน้ำยา',
  name_en: 'Refrigerant pipe',
  unit: 'metre' as const,
  unit_price_satang: '1,250.50',
  min_qty: '0.5',
  max_qty: '30',
  whole_units: false,
};

describe('the add-on form', () => {
  it('sends the price in satang and the quantities as numbers', () => {
    const parsed = addOnFormSchema.parse(typed);
    expect(parsed).toMatchObject({ unit_price_satang: 125_050, min_qty: 0.5, max_qty: 30 });
  });

  it('refuses a price it cannot read and fractional bounds for whole units', () => {
    const price = addOnFormSchema.safeParse({ ...typed, unit_price_satang: '12.345' });
    expect(price.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['unit_price_satang']);
    const whole = addOnFormSchema.safeParse({ ...typed, whole_units: true });
    expect(whole.error?.issues.map((issue) => issue.message)).toEqual(['issue.addOnWholeBounds']);
  });

  it('shows a saved add-on as typed: baht with two decimals', () => {
    const values = addOnValuesOf({
      id: '33333333-3333-4333-8333-333333333333',
      version: 2,
      ...addOnFormSchema.parse(typed),
    });
    expect([values.unit_price_satang, values.min_qty]).toEqual(['1250.50', '0.5']);
  });
});
