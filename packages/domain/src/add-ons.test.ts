import { describe, expect, it } from 'vitest';
import {
  addOnAmount,
  checkAddOnFields,
  checkAddOnQuantity,
  formatQuantity,
  hasQuantityPrecision,
} from './add-ons';

const pipe = { min_qty: 0.5, max_qty: 20, whole_units: false };
const bracket = { min_qty: 1, max_qty: 2, whole_units: true };

describe('add-on quantities', () => {
  it('refuses zero, negative and non-numbers', () => {
    expect([0, -1, Number.NaN, Infinity].map((q) => checkAddOnQuantity(pipe, q))).toEqual([
      'not_positive',
      'not_positive',
      'not_positive',
      'not_positive',
    ]);
  });
  it('refuses a fraction of a whole unit, and more than two decimals', () => {
    expect(checkAddOnQuantity(bracket, 1.5)).toBe('not_whole');
    expect(checkAddOnQuantity(pipe, 2.125)).toBe('too_precise');
    expect(checkAddOnQuantity(pipe, 2.25)).toBeNull();
  });
  it('refuses outside min and max, bounds included', () => {
    expect(checkAddOnQuantity(bracket, 3)).toBe('out_of_range');
    expect(checkAddOnQuantity(pipe, 0.25)).toBe('out_of_range');
    expect(checkAddOnQuantity(pipe, 0.5)).toBeNull();
    expect(checkAddOnQuantity(pipe, 20)).toBeNull();
  });
  it('knows two decimals from three', () => {
    expect([0.1, 0.29, 1.005, 6].map(hasQuantityPrecision)).toEqual([true, true, false, true]);
  });
});

describe('add-on fields', () => {
  it('needs 0 < min ≤ max, whole bounds for whole units', () => {
    expect(checkAddOnFields({ min_qty: 0, max_qty: 1, whole_units: false })).toBe('bounds');
    expect(checkAddOnFields({ min_qty: 3, max_qty: 2, whole_units: false })).toBe('bounds');
    expect(checkAddOnFields({ min_qty: 0.5, max_qty: 2, whole_units: true })).toBe('whole_bounds');
    expect(checkAddOnFields({ min_qty: 0.001, max_qty: 2, whole_units: false })).toBe('precision');
    expect(checkAddOnFields(bracket)).toBeNull();
  });
});

describe('add-on amount', () => {
  it('is unit price × quantity in satang, halves rounded up, no float drift', () => {
    expect(addOnAmount(65_000, 6)).toBe(390_000);
    expect(addOnAmount(10, 0.3)).toBe(3);
    expect(addOnAmount(33_333, 0.5)).toBe(16_667);
    expect(addOnAmount(101, 1.01)).toBe(102);
  });
  it('throws on a price that is not whole satang', () => {
    expect(() => addOnAmount(1.5, 1)).toThrow(RangeError);
  });
});

describe('formatQuantity', () => {
  it('writes up to two decimals, with separators', () => {
    expect([0.5, 6, 1250.25, 30].map(formatQuantity)).toEqual(['0.5', '6', '1,250.25', '30']);
  });
});
