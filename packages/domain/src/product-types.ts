import type { RuleMessage } from './locale';
import { isOneOf } from './one-of';

/** Spec §1: S = site survey (fixed price, quantity 1), I = installation (priced per unit). */
export const PRODUCT_TYPES = ['S', 'I'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (value: unknown): value is ProductType =>
  isOneOf(PRODUCT_TYPES, value);

export const isSurvey = (productType: ProductType): boolean => productType === 'S';
export const isInstallation = (productType: ProductType): boolean => productType === 'I';

export type ProductTypeLabelKey = `productType.${ProductType}`;

/** The badge text of the catalogue card and product page. */
export const productTypeLabel = (productType: ProductType): RuleMessage<ProductTypeLabelKey> => ({
  key: `productType.${productType}`,
});

/** Spec §2: the selling points' icons (guarantee, cube, pin_location). */
export const SELLING_POINT_ICONS = ['guarantee', 'cube', 'pin_location'] as const;
export type SellingPointIcon = (typeof SELLING_POINT_ICONS)[number];
