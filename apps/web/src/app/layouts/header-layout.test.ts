import { describe, expect, it } from 'vitest';
import { mobileHeaderLayout } from './header-layout';

describe('the mobile header by page (spec §2)', () => {
  it('the product page: back arrow, its favourite toggle, the service-area control', () => {
    expect(mobileHeaderLayout('product')).toEqual({
      start: 'back',
      saved: 'product-toggle',
      end: 'service-area',
    });
  });

  it.each(['home', 'productList', 'productFavorite', undefined])(
    '%s: logo, saved-services link, menu',
    (page) => {
      expect(mobileHeaderLayout(page)).toEqual({ start: 'logo', saved: 'link', end: 'menu' });
    },
  );
});
