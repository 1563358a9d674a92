import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_PATH_PREFIX } from '@changdee/contract/catalog';
import { demoProducts } from './catalog';
import { DEMO_CHANNELS, DEMO_SERVICES } from './demo-keys';

// The demo catalogue as the seeder builds it (no database): every service in every channel, with
// images that exist in assets/products and the sections the product page shows.

const assets = fileURLToPath(new URL('../../../assets/products/', import.meta.url));
const products = demoProducts();

describe('demo catalogue', () => {
  it('has the 24 demo services in each demo channel', () => {
    for (const channel of Object.values(DEMO_CHANNELS)) {
      const skus = products.filter((p) => p.channel === channel).map((p) => p.skuCode);
      expect(skus).toEqual(DEMO_SERVICES.map((s) => s.sku));
    }
  });

  it('gives each service 3–6 images whose files are in the repository, and a small total', () => {
    let bytes = 0;
    for (const product of products) {
      expect(product.images.length, product.skuCode).toBeGreaterThanOrEqual(3);
      expect(product.images.length, product.skuCode).toBeLessThanOrEqual(6);
      for (const image of product.images) {
        for (const url of [image.url, image.thumbnail]) {
          expect(url.startsWith(PRODUCT_IMAGE_PATH_PREFIX)).toBe(true);
          const file = `${assets}${url.slice(PRODUCT_IMAGE_PATH_PREFIX.length)}`;
          expect(existsSync(file), file).toBe(true);
          if (product.channel === DEMO_CHANNELS.retail) bytes += statSync(file).size;
        }
        expect(image.alt.th).not.toBe('');
        expect(image.alt.en).not.toBe('');
      }
    }
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });

  it('prices surveys and installations in whole baht, with units for installations', () => {
    for (const product of products) {
      expect(product.name.th).not.toBe('');
      expect(product.name.en).not.toBe('');
      if (product.pricing.type === 'S') {
        expect(Number.isInteger(product.pricing.price) && product.pricing.price > 0).toBe(true);
      } else {
        expect(Number.isInteger(product.pricing.unitPrice) && product.pricing.unitPrice > 0).toBe(
          true,
        );
        expect(product.pricing.unit.th).not.toBe('');
      }
      expect(product.informations.length).toBe(4);
      expect(product.sellingPoints.map((p) => p.icon)).toEqual([
        'guarantee',
        'cube',
        'pin_location',
      ]);
    }
  });
});
