import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone-format';

describe('formatPhone (Thai grouping)', () => {
  it('groups a mobile 0xx-xxx-xxxx', () => {
    expect(formatPhone('0812345605')).toBe('081-234-5605');
    expect(formatPhone('0612345678')).toBe('061-234-5678');
    expect(formatPhone('0912345678')).toBe('091-234-5678');
  });

  it('groups a Bangkok landline 02-xxx-xxxx and other landlines 0xx-xxx-xxx', () => {
    expect(formatPhone('020266001')).toBe('02-026-6001');
    expect(formatPhone('053123456')).toBe('053-123-456');
  });

  it('reads numbers already written with dashes, spaces or +66', () => {
    expect(formatPhone('02-026-6999')).toBe('02-026-6999');
    expect(formatPhone('081 234 5605')).toBe('081-234-5605');
    expect(formatPhone('+66812345605')).toBe('081-234-5605');
  });

  it('shows a number of another shape as it was given', () => {
    expect(formatPhone(' 1234 ')).toBe('1234');
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhone('08123456')).toBe('08123456');
    expect(formatPhone('0212345678')).toBe('0212345678');
  });

  it('links the digits', () => {
    expect(phoneHref('02-026-6999')).toBe('tel:020266999');
    expect(phoneHref('+66 81 234 5605')).toBe('tel:+66812345605');
  });
});
