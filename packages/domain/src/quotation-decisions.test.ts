import { describe, expect, it } from 'vitest';
import { decisionRefusal, takenLines, unknownChoice } from './quotation-decisions';

const sent = { state: 'sent' as const, sentVersion: 2, validUntil: '2026-12-13' };
const lines = [
  { position: 0, optional: false },
  { position: 1, optional: true },
  { position: 2, optional: true },
];

describe('decisionRefusal', () => {
  it('lets the sent version be answered up to and on its last valid day', () => {
    expect(decisionRefusal(sent, 2, '2026-11-29')).toBeNull();
    expect(decisionRefusal(sent, 2, '2026-12-13')).toBeNull();
  });
  it('refuses the day after the last valid day, even before the expiry job ran', () => {
    expect(decisionRefusal(sent, 2, '2026-12-14')).toBe('QUOTATION_EXPIRED');
    expect(decisionRefusal({ ...sent, state: 'expired' }, 2, '2026-12-01')).toBe(
      'QUOTATION_EXPIRED',
    );
  });
  it('refuses a version other than the one sent', () => {
    expect(decisionRefusal(sent, 1, '2026-11-29')).toBe('QUOTATION_VERSION_NOT_SENT');
  });
  it('refuses a quotation that is not open for an answer', () => {
    for (const state of ['draft', 'approved', 'declined'] as const)
      expect(decisionRefusal({ ...sent, state }, 2, '2026-11-29')).toBe('QUOTATION_NOT_OPEN');
  });
});

describe('the optional lines chosen', () => {
  it('accepts only optional positions', () => {
    expect(unknownChoice(lines, [2])).toBeNull();
    expect(unknownChoice(lines, [2, 0])).toBe(0);
    expect(unknownChoice(lines, [7])).toBe(7);
  });
  it('takes the required lines and the chosen optional ones', () => {
    expect(takenLines(lines, [2]).map((line) => line.position)).toEqual([0, 2]);
    expect(takenLines(lines, []).map((line) => line.position)).toEqual([0]);
  });
});
