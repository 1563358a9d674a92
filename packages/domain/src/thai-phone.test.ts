import { describe, expect, it } from 'vitest';
import { internationalNumber, readThaiMobile, readThaiPhone } from './thai-phone';

describe('a Thai mobile as people write it', () => {
  it.each([
    '0812345678',
    '081-234-5678',
    '081 234 5678',
    '+66812345678',
    '+66 81 234 5678',
    '66812345678',
    ' 081.234.5678 ',
    '(081) 234-5678',
  ])('%s is 0812345678', (written) => {
    expect(readThaiMobile(written)).toEqual({ ok: true, national: '0812345678' });
  });

  it.each(['0612345678', '0912345678', '0891234567'])('%s is a mobile', (written) => {
    expect(readThaiMobile(written)).toEqual({ ok: true, national: written });
  });

  it.each([
    ['021234567', 'not_a_mobile'], // a Bangkok landline
    ['053123456', 'not_a_mobile'], // a Chiang Mai landline
    ['02-123-4567', 'not_a_mobile'],
    ['0712345678', 'not_a_phone'],
    ['081234567', 'not_a_phone'], // a digit short
    ['08123456789', 'not_a_phone'], // a digit long
    ['+1 202 555 0100', 'not_a_phone'], // not Thai
    ['081-234-567x', 'not_a_phone'],
    ['', 'not_a_phone'],
  ] as const)('%s is refused: %s', (written, refusal) => {
    expect(readThaiMobile(written)).toEqual({ ok: false, refusal });
  });
});

describe('a second phone, a landline allowed', () => {
  it('takes landlines and mobiles, refuses what is no Thai number', () => {
    expect(readThaiPhone('02-123-4567')).toEqual({ ok: true, national: '021234567' });
    expect(readThaiPhone('+66 53 123 456')).toEqual({ ok: true, national: '053123456' });
    expect(readThaiPhone('081 234 5678')).toEqual({ ok: true, national: '0812345678' });
    expect(readThaiPhone('12345')).toEqual({ ok: false, refusal: 'not_a_phone' });
  });
});

describe('the numbers gateways want', () => {
  it('writes the national digits with the country code', () => {
    expect(internationalNumber('0812345678')).toBe('66812345678');
    expect(internationalNumber('66812345678')).toBe('66812345678');
  });
});
