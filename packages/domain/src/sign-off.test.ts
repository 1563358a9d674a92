import { describe, expect, it } from 'vitest';
import { absenceNoteRequired, awaitsCustomerConfirmation, isPng } from './sign-off';

describe('sign-off', () => {
  it('knows a PNG by its first eight bytes', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(isPng(png)).toBe(true);
    expect(isPng(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0]))).toBe(false);
    expect(isPng(new TextEncoder().encode('not an image at all'))).toBe(false);
    expect(isPng(png.slice(0, 8))).toBe(false);
  });

  it('asks for a note only with the reason "other"', () => {
    expect(absenceNoteRequired('other')).toBe(true);
    expect(absenceNoteRequired('customer_not_home')).toBe(false);
  });

  it('awaits the customer only on a completed job signed off as absent and not yet confirmed', () => {
    const absent = { kind: 'absent' as const, confirmedAt: null };
    expect(awaitsCustomerConfirmation('completed', absent)).toBe(true);
    expect(awaitsCustomerConfirmation('completed', { ...absent, confirmedAt: new Date() })).toBe(
      false,
    );
    expect(awaitsCustomerConfirmation('completed', { kind: 'signed', confirmedAt: null })).toBe(
      false,
    );
    expect(awaitsCustomerConfirmation('cancelled', absent)).toBe(false);
    expect(awaitsCustomerConfirmation('completed', null)).toBe(false);
  });
});
