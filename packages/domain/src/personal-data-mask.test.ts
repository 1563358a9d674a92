import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone, maskText } from './personal-data-mask';

describe('personal data masks', () => {
  it('keep a name’s first letter', () => {
    expect(maskName('สมหญิง')).toBe('ส•••••');
    expect(maskName(' Ann ')).toBe('A•••');
    expect(maskName('')).toBe('');
  });

  it('keep a phone’s first three and last two digits', () => {
    expect(maskPhone('0812345678')).toBe('081•••••78');
    expect(maskPhone('081-234-5678')).toBe('081•••••78');
    expect(maskPhone('02123456')).toBe('021•••56');
    expect(maskPhone('1234')).toBe('••••');
    expect(maskPhone('')).toBe('');
  });

  it('keep an email’s first letter and domain', () => {
    expect(maskEmail('somying@example.com')).toBe('s•••@example.com');
    expect(maskEmail('not-an-email')).toBe('•••');
    expect(maskEmail('')).toBe('');
  });

  it('mask free text whole', () => {
    expect(maskText('99/1 หมู่ 2')).toBe('•••');
    expect(maskText('  ')).toBe('');
  });

  it('never keep more than a few digits of any phone number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9,10}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked.replace(/\D/g, '')).toHaveLength(5);
        expect(masked).not.toContain(phone.slice(3, 8));
      }),
    );
  });
});
