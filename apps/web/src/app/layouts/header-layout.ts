// What the header shows at its two ends on phones, by page (spec §2 Header): the logo, the
// saved-services link and the menu button everywhere; on the product page a back arrow, this
// service's favourite toggle and the service-area control in the menu button's place.

export interface MobileHeaderLayout {
  start: 'logo' | 'back';
  saved: 'link' | 'product-toggle';
  end: 'menu' | 'service-area';
}

export function mobileHeaderLayout(page: string | undefined): MobileHeaderLayout {
  return page === 'product'
    ? { start: 'back', saved: 'product-toggle', end: 'service-area' }
    : { start: 'logo', saved: 'link', end: 'menu' };
}
