import { describe, expect, it } from 'vitest';
import { thaiBreakable, ZERO_WIDTH_SPACE as Z } from './thai-breaks';

describe('break opportunities in Thai text', () => {
  it('puts a zero-width space between Thai words and nowhere inside one', () => {
    expect(thaiBreakable('ติดตั้งเครื่องปรับอากาศ')).toBe(`ติด${Z}ตั้ง${Z}เครื่อง${Z}ปรับ${Z}อากาศ`);
    // Stacked marks stay with their letters.
    expect(thaiBreakable('ปั้นน้ำ').split(Z)).toEqual(['ปั้น', 'น้ำ']);
  });

  it('leaves spaces, Latin words and figures as they are', () => {
    expect(thaiBreakable('ราคา 1,290.00 บาท')).toBe('ราคา 1,290.00 บาท');
    expect(thaiBreakable('Air conditioner cleaning')).toBe('Air conditioner cleaning');
    expect(thaiBreakable('ล้างแอร์ 9000BTU')).toBe(`ล้าง${Z}แอร์ 9000BTU`);
    expect(thaiBreakable('')).toBe('');
  });

  it('changes nothing but the breaks', () => {
    const text = 'บริษัท ช่างดี เซอร์วิส จำกัด (สำนักงานใหญ่) 1 ถนนบางนา-ตราด';
    expect(thaiBreakable(text).replaceAll(Z, '')).toBe(text);
  });
});
