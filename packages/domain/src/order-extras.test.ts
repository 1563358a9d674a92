import { describe, expect, it } from 'vitest';
import type { AddOnRule } from './add-ons';
import { acceptsExtras, awaitsConsent, extrasMoney, priceExtra } from './order-extras';

const pipe: AddOnRule = {
  work_type: 'AC',
  unit_price_satang: 35_050,
  min_qty: 0.5,
  max_qty: 20,
  whole_units: false,
  vat_applies: true,
  active: true,
};
const bracket: AddOnRule = {
  ...pipe,
  unit_price_satang: 120_000,
  min_qty: 1,
  max_qty: 4,
  whole_units: true,
};
const acOnly = new Set(['AC']);

describe('priceExtra', () => {
  it('prices an add-on of the order’s work type by unit price × quantity, halves up', () => {
    expect(priceExtra(pipe, acOnly, 2.5)).toEqual({ ok: true, amountSatang: 87_625 });
    expect(priceExtra(pipe, acOnly, 0.55)).toEqual({ ok: true, amountSatang: 19_278 });
    expect(priceExtra(bracket, acOnly, 2)).toEqual({ ok: true, amountSatang: 240_000 });
  });

  it('refuses an add-on that is missing or no longer offered', () => {
    expect(priceExtra(undefined, acOnly, 1)).toEqual({
      ok: false,
      refusal: { reason: 'unavailable' },
    });
    expect(priceExtra({ ...pipe, active: false }, acOnly, 1)).toEqual({
      ok: false,
      refusal: { reason: 'unavailable' },
    });
  });

  it('refuses an add-on of another work type', () => {
    expect(priceExtra(pipe, new Set(['WH']), 1)).toEqual({
      ok: false,
      refusal: { reason: 'other_work_type' },
    });
  });

  it('refuses negative, fractional (whole units) and out-of-range quantities', () => {
    const refused = (rule: AddOnRule, qty: number) => priceExtra(rule, acOnly, qty);
    expect(refused(bracket, -1)).toEqual({
      ok: false,
      refusal: { reason: 'quantity', refusal: 'not_positive' },
    });
    expect(refused(bracket, 1.5)).toEqual({
      ok: false,
      refusal: { reason: 'quantity', refusal: 'not_whole' },
    });
    expect(refused(pipe, 1.234)).toEqual({
      ok: false,
      refusal: { reason: 'quantity', refusal: 'too_precise' },
    });
    expect(refused(bracket, 5)).toEqual({
      ok: false,
      refusal: { reason: 'quantity', refusal: 'out_of_range' },
    });
  });
});

describe('extras’ states', () => {
  it('takes extras only while the job is in progress', () => {
    expect(acceptsExtras('in_progress')).toBe(true);
    for (const status of ['scheduled', 'on_the_way', 'completed', 'cancelled'] as const)
      expect(acceptsExtras(status)).toBe(false);
  });

  it('decides only an extra still proposed', () => {
    expect(awaitsConsent('proposed')).toBe(true);
    expect(awaitsConsent('approved')).toBe(false);
    expect(awaitsConsent('declined')).toBe(false);
  });
});

describe('extrasMoney', () => {
  it('charges the approved extras only and owes what was not received yet', () => {
    const extras = [
      { state: 'approved' as const, amountSatang: 87_625 },
      { state: 'declined' as const, amountSatang: 240_000 },
      { state: 'proposed' as const, amountSatang: 10_000 },
      { state: 'approved' as const, amountSatang: 120_000 },
    ];
    expect(extrasMoney(extras, [])).toEqual({
      proposedSatang: 10_000,
      approvedSatang: 207_625,
      receivedSatang: 0,
      dueSatang: 207_625,
    });
    expect(extrasMoney(extras, [207_625])).toEqual({
      proposedSatang: 10_000,
      approvedSatang: 207_625,
      receivedSatang: 207_625,
      dueSatang: 0,
    });
  });
});
