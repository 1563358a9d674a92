import { describe, expect, it } from 'vitest';
import {
  isInstallation,
  isProductType,
  isSurvey,
  PRODUCT_TYPES,
  productTypeLabels,
} from './product-types';

describe('product types', () => {
  it('are S (survey) and I (installation)', () => {
    expect(PRODUCT_TYPES).toEqual(['S', 'I']);
    expect(isProductType('S')).toBe(true);
    expect(isProductType('X')).toBe(false);
    expect(isProductType(null)).toBe(false);
    expect(isSurvey('S')).toBe(true);
    expect(isSurvey('I')).toBe(false);
    expect(isInstallation('I')).toBe(true);
    expect(productTypeLabels.S.th).toBe('สำรวจหน้างาน');
    expect(productTypeLabels.I.en).toBe('Installation');
  });
});
