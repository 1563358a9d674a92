import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, SELLING_POINT_ICONS } from '@changdee/domain/product-types';
import {
  productDetailSchema,
  productSummarySchema,
  productTypeSchema,
  sellingPointIconSchema,
} from './catalog';

describe('catalogue vocabulary', () => {
  it('takes product types and selling-point icons from the domain', () => {
    expect(productTypeSchema.options).toEqual([...PRODUCT_TYPES]);
    expect(sellingPointIconSchema.options).toEqual([...SELLING_POINT_ICONS]);
  });

  it('makes a detail a summary and more', () => {
    const summaryKeys = Object.keys(productSummarySchema.shape);
    expect(Object.keys(productDetailSchema.shape)).toEqual(expect.arrayContaining(summaryKeys));
  });
});
