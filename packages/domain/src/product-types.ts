import type { LocalizedText } from './locale';

/** Spec §1: S = site survey (fixed price, quantity 1), I = installation (priced per unit). */
export const PRODUCT_TYPES = ['S', 'I'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const isProductType = (value: unknown): value is ProductType =>
  typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);

export const isSurvey = (productType: ProductType): boolean => productType === 'S';
export const isInstallation = (productType: ProductType): boolean => productType === 'I';

/** Badge texts of the catalogue card and product page. */
export const productTypeLabels: Record<ProductType, LocalizedText> = {
  S: { th: 'สำรวจหน้างาน', en: 'Site survey' },
  I: { th: 'ติดตั้ง', en: 'Installation' },
};
