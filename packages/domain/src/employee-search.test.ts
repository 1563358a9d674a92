import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canSearchEmployees, cleanEmployeeKeyword } from './employee-search';

describe('cleanEmployeeKeyword', () => {
  it('keeps Thai letters with their vowels and tone marks', () => {
    expect(cleanEmployeeKeyword('สมชาย ใจดี')).toBe('สมชาย ใจดี');
    expect(cleanEmployeeKeyword('  จันทร์เพ็ญ  ')).toBe('จันทร์เพ็ญ');
  });
  it('strips special characters and collapses spaces', () => {
    expect(cleanEmployeeKeyword("BN-001'; drop table--")).toBe('BN001 drop table');
    expect(cleanEmployeeKeyword('%_\\*()[]')).toBe('');
    expect(cleanEmployeeKeyword('081 234\t5601')).toBe('081 234 5601');
  });
  it('never leaves a LIKE wildcard or quote', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(cleanEmployeeKeyword(s)).not.toMatch(/[%_'"\\]/);
      }),
    );
  });
});

describe('canSearchEmployees', () => {
  it('needs a store name', () => {
    expect(canSearchEmployees('ช่างดี สาขาบางนา')).toBe(true);
    expect(canSearchEmployees('  ')).toBe(false);
    expect(canSearchEmployees(null)).toBe(false);
  });
});
