import { describe, expect, it } from 'vitest';
import {
  COUPON_STATUSES,
  isCartOrderNumber,
  isOneOf,
  ORDER_ORIGIN,
  TAX_INVOICE_TYPES,
} from './order-enums';

describe('order enums', () => {
  it('name the values orders carry', () => {
    expect(COUPON_STATUSES).toEqual(['success', 'fail']);
    expect(ORDER_ORIGIN).toBe('b2b');
    expect(isOneOf(TAX_INVOICE_TYPES, 'corporate')).toBe(true);
    expect(isOneOf(TAX_INVOICE_TYPES, 'other')).toBe(false);
    expect(isOneOf(COUPON_STATUSES, 1)).toBe(false);
    expect(isCartOrderNumber('CO2511220001')).toBe(true);
    expect(isCartOrderNumber('SO2511220001')).toBe(false);
  });
});
