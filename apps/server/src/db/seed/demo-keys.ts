import type { ProductType } from '@changdee/domain/product-types';

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
  // Changdee's own people (issue 19): their place is the operations portal.
  operator: 'ops.demo',
  technician: 'tech.demo', // a member of CT-BKK-COOL (air conditioners, Bangkok)
  technicianOther: 'tech2.demo', // a member of CT-BKK-AQUA (water systems, Bangkok)
} as const;

/** The contractor team (by code) of each demo technician. */
export const DEMO_TEAM_MEMBERS: Readonly<Record<string, string>> = {
  [DEMO_USERS.technician]: 'CT-BKK-COOL',
  [DEMO_USERS.technicianOther]: 'CT-BKK-AQUA',
};

/** Work types (a product's type_of_work; contractors are matched to them). */
export const DEMO_WORK_TYPES = {
  airConditioner: 'WT-AC', // ติดตั้งแอร์
  acCleaning: 'WT-AC-CLEAN', // ล้างแอร์
  waterHeater: 'WT-WATER-HEATER', // เครื่องทำน้ำอุ่น
  waterPump: 'WT-WATER-PUMP', // ปั๊มน้ำ
  waterFilter: 'WT-WATER-FILTER', // เครื่องกรองน้ำ
  solarRoof: 'WT-SOLAR', // โซลาร์รูฟ
  cctv: 'WT-CCTV', // กล้องวงจรปิด
  electrical: 'WT-ELECTRICAL', // งานไฟฟ้า
  roofGutter: 'WT-ROOF', // หลังคาและรางน้ำ
  flooring: 'WT-FLOOR', // พื้น
  homeSurvey: 'WT-SURVEY', // สำรวจบ้าน
} as const;
export type DemoWorkType = (typeof DEMO_WORK_TYPES)[keyof typeof DEMO_WORK_TYPES];

/**
 * The demo services by SKU: the catalogue seeder gives each its names, prices, images and
 * information; the promotions and contractors seeders refer to them by sku. productType S is a
 * fixed-price survey, I a per-unit installation. lockDays covers 0..7.
 */
export const DEMO_SERVICES = [
  { sku: 'SV-AC-SURVEY', workType: DEMO_WORK_TYPES.airConditioner, productType: 'S', lockDays: 1 },
  { sku: 'IN-AC-9000', workType: DEMO_WORK_TYPES.airConditioner, productType: 'I', lockDays: 2 },
  { sku: 'IN-AC-18000', workType: DEMO_WORK_TYPES.airConditioner, productType: 'I', lockDays: 3 },
  { sku: 'IN-AC-CLEAN', workType: DEMO_WORK_TYPES.acCleaning, productType: 'I', lockDays: 0 },
  { sku: 'IN-AC-DEEP-CLEAN', workType: DEMO_WORK_TYPES.acCleaning, productType: 'I', lockDays: 1 },
  { sku: 'SV-WH-SURVEY', workType: DEMO_WORK_TYPES.waterHeater, productType: 'S', lockDays: 1 },
  { sku: 'IN-WH-INSTALL', workType: DEMO_WORK_TYPES.waterHeater, productType: 'I', lockDays: 2 },
  { sku: 'SV-WP-SURVEY', workType: DEMO_WORK_TYPES.waterPump, productType: 'S', lockDays: 2 },
  { sku: 'IN-WP-INSTALL', workType: DEMO_WORK_TYPES.waterPump, productType: 'I', lockDays: 3 },
  { sku: 'IN-WF-UNDERSINK', workType: DEMO_WORK_TYPES.waterFilter, productType: 'I', lockDays: 2 },
  { sku: 'IN-WF-CARTRIDGE', workType: DEMO_WORK_TYPES.waterFilter, productType: 'I', lockDays: 0 },
  { sku: 'SV-SOLAR-SURVEY', workType: DEMO_WORK_TYPES.solarRoof, productType: 'S', lockDays: 5 },
  { sku: 'IN-SOLAR-PANEL', workType: DEMO_WORK_TYPES.solarRoof, productType: 'I', lockDays: 7 },
  { sku: 'SV-CCTV-SURVEY', workType: DEMO_WORK_TYPES.cctv, productType: 'S', lockDays: 1 },
  { sku: 'IN-CCTV-CAMERA', workType: DEMO_WORK_TYPES.cctv, productType: 'I', lockDays: 3 },
  { sku: 'SV-ELEC-INSPECT', workType: DEMO_WORK_TYPES.electrical, productType: 'S', lockDays: 1 },
  { sku: 'IN-ELEC-OUTLET', workType: DEMO_WORK_TYPES.electrical, productType: 'I', lockDays: 2 },
  {
    sku: 'IN-ELEC-EV-CHARGER',
    workType: DEMO_WORK_TYPES.electrical,
    productType: 'I',
    lockDays: 4,
  },
  { sku: 'SV-ROOF-SURVEY', workType: DEMO_WORK_TYPES.roofGutter, productType: 'S', lockDays: 3 },
  { sku: 'IN-ROOF-GUTTER', workType: DEMO_WORK_TYPES.roofGutter, productType: 'I', lockDays: 6 },
  { sku: 'SV-FLOOR-SURVEY', workType: DEMO_WORK_TYPES.flooring, productType: 'S', lockDays: 2 },
  { sku: 'IN-FLOOR-LAMINATE', workType: DEMO_WORK_TYPES.flooring, productType: 'I', lockDays: 5 },
  { sku: 'SV-HOME-SURVEY', workType: DEMO_WORK_TYPES.homeSurvey, productType: 'S', lockDays: 0 },
  { sku: 'SV-HOME-MOVEIN', workType: DEMO_WORK_TYPES.homeSurvey, productType: 'S', lockDays: 4 },
] as const satisfies ReadonlyArray<{
  sku: string;
  workType: DemoWorkType;
  productType: ProductType;
  lockDays: number;
}>;
