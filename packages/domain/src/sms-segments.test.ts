import { describe, expect, it } from 'vitest';
import { MAX_SMS_SEGMENTS, fitsSms, smsLength } from './sms-segments';

describe('smsLength', () => {
  it('counts a GSM 7-bit text: 160 in one segment, 153 a segment once split', () => {
    expect(smsLength('')).toEqual({ encoding: 'gsm7', units: 0, segments: 1 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters as two units', () => {
    expect(smsLength('{€}')).toEqual({ encoding: 'gsm7', units: 6, segments: 1 });
    expect(smsLength('€'.repeat(80)).segments).toBe(1);
    expect(smsLength('€'.repeat(81)).segments).toBe(2);
  });

  it('sends Thai as UCS-2: 70 in one segment, 67 a segment once split', () => {
    expect(smsLength('ช'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsLength('ช'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    expect(smsLength('ช'.repeat(134)).segments).toBe(2);
    expect(smsLength('ช'.repeat(135)).segments).toBe(3);
    // One Thai character makes the whole text UCS-2, Latin letters included.
    expect(smsLength(`${'a'.repeat(69)}ก`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
  });

  it('counts an emoji as its two UTF-16 units', () => {
    expect(smsLength('🔧')).toEqual({ encoding: 'ucs2', units: 2, segments: 1 });
  });
});

describe('fitsSms', () => {
  it(`keeps a message within ${MAX_SMS_SEGMENTS} segments`, () => {
    expect(fitsSms('ช'.repeat(134))).toBe(true);
    expect(fitsSms('ช'.repeat(135))).toBe(false);
    expect(fitsSms('a'.repeat(306))).toBe(true);
  });
});
