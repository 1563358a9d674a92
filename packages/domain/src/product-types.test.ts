import { describe, expect, it } from 'vitest';
import {
  isInstallation,
  isProductType,
  isSurvey,
  PRODUCT_TYPES,
  productTypeLabel,
  SELLING_POINT_ICONS,
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
  });

  it('name their badge by message key', () => {
    expect(productTypeLabel('S')).toEqual({ key: 'productType.S' });
    expect(productTypeLabel('I')).toEqual({ key: 'productType.I' });
  });

  it('know the selling-point icons', () => {
    expect(SELLING_POINT_ICONS).toEqual(['guarantee', 'cube', 'pin_location']);
  });
});
