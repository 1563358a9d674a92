import { describe, expect, it } from 'vitest';
import { isCartOrderNumber, ORDER_ORIGIN, TAX_INVOICE_TYPES } from './order-enums';

describe('order enums', () => {
  it('name the values orders carry', () => {
    expect(TAX_INVOICE_TYPES).toEqual(['personal', 'corporate']);
    expect(ORDER_ORIGIN).toBe('b2b');
    expect(isCartOrderNumber('CO2511220001')).toBe(true);
    expect(isCartOrderNumber('SO2511220001')).toBe(false);
  });
});
