import { describe, expect, it } from 'vitest';
import { mobileDigits, orderSearch } from './order-search';

describe('order search', () => {
  it('takes spaces and dashes out of a mobile, as the shop stores it', () => {
    expect(mobileDigits('081-234 5678')).toBe('0812345678');
    expect(mobileDigits(' 0812345678 ')).toBe('0812345678');
  });

  it('reads a text as part of an order number, in any case', () => {
    expect(orderSearch(' co3106 ')).toEqual({ numberPart: 'CO3106', mobile: null });
  });

  it('reads 9 or 10 digits, however grouped, as a mobile too', () => {
    expect(orderSearch('081-234-5678')).toEqual({
      numberPart: '081-234-5678',
      mobile: '0812345678',
    });
    expect(orderSearch('053123456')?.mobile).toBe('053123456');
    expect(orderSearch('12345678')?.mobile).toBeNull();
  });

  it('asks for nothing when the text is blank', () => {
    expect(orderSearch('   ')).toBeNull();
  });
});
