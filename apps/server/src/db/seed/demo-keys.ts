// Natural keys the demo seeders share, so each area's seeder can find the rows of another
// (stores by code, channels by code) without depending on generated ids.
export const DEMO_PASSWORD = 'Changdee#2026';

export const DEMO_CHANNELS = {
  retail: 'CD-RETAIL', // ช่างดี พาร์ทเนอร์รีเทล: home-improvement partner stores
  builders: 'CD-BUILD', // ช่างดี บิลเดอร์: builder merchants and the external-brand shop
} as const;

export const DEMO_STORES = {
  bangna: 'ST-BKK-BANGNA', // retail, Bangkok
  rangsit: 'ST-PTE-RANGSIT', // retail, Pathum Thani
  nonthaburi: 'ST-NBI-RATTANATHIBET', // builders, Nonthaburi
  brandShop: 'ST-BRAND-COOLAIR', // builders, external brand shop
} as const;

export const DEMO_USERS = {
  sales: 'sales.demo',
  manager: 'manager.demo',
  brand: 'brand.demo',
  salesOther: 'sales2.demo',
} as const;
