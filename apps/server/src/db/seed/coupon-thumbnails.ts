import { readFileSync } from 'node:fs';
import { COUPON_IMAGE_PATH_PREFIX } from '@changdee/contract/promotions';

// The demo coupons' thumbnails: drawn by scripts/generate-coupon-thumbnails.ts into
// apps/server/assets/coupons/ (committed, content-hashed names listed in its manifest.json).
export const COUPON_THUMBNAILS = [
  'fixed-200',
  'range-500',
  'range-300',
  'survey-free',
  'store-100',
  'channel-300',
  'pay-online-150',
  'members-only',
  'coming-soon',
] as const;
export type CouponThumbnail = (typeof COUPON_THUMBNAILS)[number];

const manifestUrl = new URL('../../../assets/coupons/manifest.json', import.meta.url);

/** The 80×80 and 160×160 URLs of a thumbnail. */
export function couponThumbnailUrls(name: CouponThumbnail): { x1: string; x2: string } {
  const manifest = JSON.parse(readFileSync(manifestUrl, 'utf8')) as Record<
    string,
    { x1: string; x2: string }
  >;
  const entry = manifest[name];
  if (!entry)
    throw new Error(
      `coupon thumbnail ${name} is missing: run scripts/generate-coupon-thumbnails.ts`,
    );
  return {
    x1: `${COUPON_IMAGE_PATH_PREFIX}${entry.x1}`,
    x2: `${COUPON_IMAGE_PATH_PREFIX}${entry.x2}`,
  };
}
