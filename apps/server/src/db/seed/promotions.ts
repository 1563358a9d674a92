import { addDays, businessToday, type BusinessDate } from '@changdee/domain/dates';
import type { LocalizedText } from '@changdee/domain/locale';
import type { PaymentMethod } from '@changdee/domain/order-status';
import type { Transaction } from '../client';
import { channels } from '../schema/identity';
import {
  couponDiscountRanges,
  couponProducts,
  coupons,
  promotionItemProducts,
  promotionItemRanges,
  promotionItems,
  promotions,
} from '../schema/promotions';
import { couponThumbnailUrls, type CouponThumbnail } from './coupon-thumbnails';
import { DEMO_CHANNELS, DEMO_SERVICES, DEMO_STORES } from './demo-keys';

// The demo coupons and promotions: one coupon of every kind spec §3/§5 knows (fixed; discount
// ranges with a minimum spend; expired; not yet started; is_can_use false with its message;
// invalid_code; withdrawn; hidden; per store; per channel; online and at-the-counter payment;
// usage limits in all and per customer) and
// promotions that ended, run now and are still to come. All dates are counted from the Bangkok
// "today" of the seed, so a demo seeded on any day has a current coupon and promotion.

type Sku = (typeof DEMO_SERVICES)[number]['sku'];
const skusOf = (prefix: string): Sku[] =>
  DEMO_SERVICES.filter((s) => s.sku.startsWith(prefix)).map((s) => s.sku);
const SURVEYS: Sku[] = DEMO_SERVICES.filter((s) => s.productType === 'S').map((s) => s.sku);

interface Range {
  min: number;
  max: number | null;
  value: number;
  contractorDiscount?: number;
}

interface DemoCoupon {
  code: string;
  nameTh: string;
  nameEn: string;
  /** days from today; the coupon is valid from start through expire, inclusive */
  start: number;
  expire: number;
  discount?: number;
  ranges?: Range[];
  products?: Sku[];
  channelCode?: string;
  storeCode?: string;
  thumbnail?: CouponThumbnail;
  status?: 'active' | 'inactive';
  isCanUse?: false;
  errorMessage?: LocalizedText;
  invalidCode?: true;
  /** The one way of paying it is limited to. */
  requestedPayment?: PaymentMethod;
  /** Hidden: never in a store's list, found only by searching its code. */
  listed?: false;
  usageLimit?: number;
  usageLimitPerCustomer?: number;
  header: LocalizedText;
  terms: LocalizedText;
}

export const DEMO_COUPONS: DemoCoupon[] = [
  {
    // Fixed discount, every product, every channel.
    code: 'CHANGDEE200',
    nameTh: 'ส่วนลด 200 บาท',
    nameEn: '200 baht off',
    start: -30,
    expire: 60,
    discount: 200,
    thumbnail: 'fixed-200',
    header: { th: 'ลดทันที 200 บาท', en: '200 baht off at once' },
    terms: {
      th: 'ใช้ได้กับบริการทุกรายการ 1 สิทธิ์ต่อ 1 รายการ ส่วนลดไม่เกินราคาสินค้า',
      en: 'Valid on every service, one per cart line; never more than the line price.',
    },
  },
  {
    // Discount ranges with a minimum spend (spec §5): below 1,000 the coupon shows the warning.
    // The name is long enough (≥ 22 characters) to get the tooltip in the coupon panel.
    code: 'AIRCON500',
    nameTh: 'ส่วนลดติดตั้งแอร์สูงสุด 500 บาท เมื่อครบ 5,000 บาท',
    nameEn: 'Up to 500 baht off air-conditioner installation',
    start: -20,
    expire: 40,
    ranges: [
      { min: 1000, max: 4999, value: 200, contractorDiscount: 50 },
      { min: 5000, max: null, value: 500, contractorDiscount: 100 },
    ],
    products: [...skusOf('IN-AC-9000'), ...skusOf('IN-AC-18000'), ...skusOf('SV-AC-SURVEY')],
    thumbnail: 'range-500',
    header: { th: 'ยิ่งติดตั้งมาก ยิ่งลดมาก', en: 'The more you install, the more you save' },
    terms: {
      th: 'ยอด 1,000–4,999 บาท ลด 200 บาท, ตั้งแต่ 5,000 บาท ลด 500 บาท เฉพาะงานติดตั้งแอร์',
      en: '1,000–4,999 baht: 200 baht off; 5,000 baht or more: 500 baht off. Air-conditioner installs only.',
    },
  },
  {
    // One range = a plain minimum spend.
    code: 'WATER300',
    nameTh: 'ลด 300 บาท เมื่อซื้อครบ 3,000 บาท',
    nameEn: '300 baht off orders of 3,000 baht or more',
    start: -5,
    expire: 25,
    ranges: [{ min: 3000, max: null, value: 300, contractorDiscount: 0 }],
    products: [...skusOf('IN-WH-'), ...skusOf('IN-WP-'), ...skusOf('IN-WF-')],
    thumbnail: 'range-300',
    header: { th: 'งานระบบน้ำ ลดเพิ่ม', en: 'Extra off water systems' },
    terms: {
      th: 'เฉพาะงานติดตั้งเครื่องทำน้ำอุ่น ปั๊มน้ำ และเครื่องกรองน้ำ ยอดขั้นต่ำ 3,000 บาท',
      en: 'Water heater, pump and filter installations; minimum spend 3,000 baht.',
    },
  },
  {
    // A fixed amount above every survey price: capped at the line price, the survey becomes free.
    code: 'SURVEYFREE',
    nameTh: 'สำรวจหน้างานฟรี',
    nameEn: 'Free site survey',
    start: -15,
    expire: 45,
    discount: 1500,
    products: SURVEYS,
    thumbnail: 'survey-free',
    header: { th: 'ไม่มีค่าใช้จ่ายในการสำรวจ', en: 'The survey costs nothing' },
    terms: {
      th: 'ใช้กับบริการสำรวจหน้างานทุกประเภท ส่วนลดเท่ากับราคาค่าสำรวจ',
      en: 'Valid on every site survey; the discount equals the survey price.',
    },
  },
  {
    // Per store.
    code: 'BANGNA100',
    nameTh: 'ส่วนลดสาขาบางนา 100 บาท',
    nameEn: 'Bang Na branch: 100 baht off',
    start: -10,
    expire: 20,
    discount: 100,
    storeCode: DEMO_STORES.bangna,
    thumbnail: 'store-100',
    header: { th: 'เฉพาะลูกค้าสาขาบางนา', en: 'For Bang Na branch customers' },
    terms: { th: 'ใช้ได้เฉพาะคำสั่งซื้อจากสาขาบางนา', en: 'Orders placed at the Bang Na branch only.' },
  },
  {
    // Per channel.
    code: 'BUILDER300',
    nameTh: 'ช่างดี บิลเดอร์ ลด 300 บาท',
    nameEn: 'Changdee Builders: 300 baht off',
    start: -7,
    expire: 30,
    discount: 300,
    channelCode: DEMO_CHANNELS.builders,
    products: [
      ...skusOf('IN-ROOF-'),
      ...skusOf('IN-FLOOR-'),
      ...skusOf('IN-ELEC-'),
      ...skusOf('IN-SOLAR-'),
    ],
    thumbnail: 'channel-300',
    header: { th: 'สิทธิพิเศษช่องทางบิลเดอร์', en: 'A Builders channel privilege' },
    terms: {
      th: 'เฉพาะร้านในช่องทางช่างดี บิลเดอร์ งานหลังคา พื้น ไฟฟ้า และโซลาร์',
      en: 'Changdee Builders stores; roof, floor, electrical and solar work.',
    },
  },
  {
    // The customer must pay online before the job is confirmed.
    code: 'PAYNOW150',
    nameTh: 'ชำระออนไลน์ ลดเพิ่ม 150 บาท',
    nameEn: 'Pay online, get 150 baht off',
    start: -3,
    expire: 27,
    discount: 150,
    requestedPayment: 'promptpay',
    thumbnail: 'pay-online-150',
    header: { th: 'ชำระเงินออนไลน์ทันที', en: 'Pay online right away' },
    terms: {
      th: 'ต้องชำระเงินออนไลน์ก่อนยืนยันนัดหมาย',
      en: 'The order must be paid online before the appointment is confirmed.',
    },
  },
  {
    // Paid at the store's counter.
    code: 'STOREPAY100',
    nameTh: 'ชำระที่หน้าร้าน ลด 100 บาท',
    nameEn: 'Pay at the store: 100 baht off',
    start: -3,
    expire: 27,
    discount: 100,
    requestedPayment: 'store',
    channelCode: DEMO_CHANNELS.retail,
    thumbnail: 'store-100',
    header: { th: 'ชำระเงินที่เคาน์เตอร์ร้าน', en: 'Pay at the store counter' },
    terms: {
      th: 'ลูกค้าชำระเงินที่สาขาในวันที่สั่งซื้อ',
      en: 'The customer pays at the branch on the day of the order.',
    },
  },
  {
    // is_can_use false: listed, disabled, showing its message.
    code: 'FAMILY250',
    nameTh: 'สิทธิพิเศษสมาชิกครอบครัวช่างดี ลด 250 บาท',
    nameEn: 'Changdee Family members: 250 baht off',
    start: -10,
    expire: 50,
    discount: 250,
    isCanUse: false,
    errorMessage: {
      th: 'คูปองนี้ใช้ได้เฉพาะสมาชิกครอบครัวช่างดี',
      en: 'This coupon is for Changdee Family members only',
    },
    thumbnail: 'members-only',
    header: { th: 'สำหรับสมาชิกเท่านั้น', en: 'Members only' },
    terms: {
      th: 'ลูกค้าต้องเป็นสมาชิกครอบครัวช่างดี',
      en: 'The customer must be a Changdee Family member.',
    },
  },
  {
    // Expired five days ago.
    code: 'SONGKRAN200',
    nameTh: 'สงกรานต์ลดร้อนแรง 200 บาท',
    nameEn: 'Songkran deal: 200 baht off',
    start: -60,
    expire: -5,
    discount: 200,
    thumbnail: 'fixed-200',
    header: { th: 'ต้อนรับสงกรานต์', en: 'Songkran welcome' },
    terms: { th: 'ใช้ได้ในช่วงเทศกาลเท่านั้น', en: 'Valid during the festival only.' },
  },
  {
    // Not started yet.
    code: 'RAINY300',
    nameTh: 'ต้อนรับหน้าฝน ลด 300 บาท',
    nameEn: 'Rainy season: 300 baht off',
    start: 7,
    expire: 45,
    discount: 300,
    products: [...skusOf('SV-ROOF-'), ...skusOf('IN-ROOF-'), ...skusOf('IN-WP-')],
    thumbnail: 'coming-soon',
    header: { th: 'เตรียมบ้านให้พร้อมรับฝน', en: 'Get the house ready for the rain' },
    terms: { th: 'งานหลังคา รางน้ำ และปั๊มน้ำ', en: 'Roof, gutter and water pump work.' },
  },
  {
    // invalid_code: an old campaign code that must answer "this discount coupon was not found".
    code: 'CHANGDEE2024',
    nameTh: 'โค้ดแคมเปญปี 2567',
    nameEn: '2024 campaign code',
    start: -400,
    expire: 90,
    discount: 100,
    invalidCode: true,
    header: { th: 'ยกเลิกแล้ว', en: 'Revoked' },
    terms: { th: 'โค้ดนี้ถูกยกเลิก', en: 'This code has been revoked.' },
  },
  {
    // A total usage limit of 1: the first order that uses it takes it (the order tests race for it).
    code: 'ONCE100',
    nameTh: 'ส่วนลด 100 บาท สิทธิ์เดียว',
    nameEn: '100 baht off, one use only',
    start: -5,
    expire: 60,
    discount: 100,
    usageLimit: 1,
    thumbnail: 'fixed-200',
    header: { th: 'ใครใช้ก่อนได้ก่อน', en: 'First come, first served' },
    terms: {
      th: 'ใช้ได้ 1 ครั้งเท่านั้นจากทุกสาขา',
      en: 'Can be used once in all, across every store.',
    },
  },
  {
    // One use per customer mobile, 500 uses in all.
    code: 'WELCOME150',
    nameTh: 'ลูกค้าใหม่ลด 150 บาท',
    nameEn: 'New customers: 150 baht off',
    start: -5,
    expire: 60,
    discount: 150,
    usageLimit: 500,
    usageLimitPerCustomer: 1,
    thumbnail: 'fixed-200',
    header: { th: 'ต้อนรับลูกค้าใหม่', en: 'Welcome, new customers' },
    terms: {
      th: 'ลูกค้า 1 ท่าน (เบอร์มือถือ) ใช้ได้ 1 ครั้ง จำกัด 500 สิทธิ์',
      en: 'Once per customer (mobile number); 500 uses in all.',
    },
  },
  {
    // Hidden: staff type it from a customer's voucher; it never shows in the list.
    code: 'VIP300',
    nameTh: 'ส่วนลดพิเศษ VIP 300 บาท',
    nameEn: 'VIP special: 300 baht off',
    start: -5,
    expire: 60,
    discount: 300,
    listed: false,
    thumbnail: 'members-only',
    header: { th: 'สำหรับผู้ถือบัตรกำนัล VIP', en: 'For VIP voucher holders' },
    terms: {
      th: 'กรอกโค้ดจากบัตรกำนัลเพื่อใช้สิทธิ์',
      en: 'Type the code from the voucher to use it.',
    },
  },
  {
    // Withdrawn by the shop: never listed.
    code: 'WITHDRAWN50',
    nameTh: 'ส่วนลด 50 บาท (ปิดใช้งาน)',
    nameEn: '50 baht off (withdrawn)',
    start: -10,
    expire: 20,
    discount: 50,
    status: 'inactive',
    header: { th: 'ปิดใช้งาน', en: 'Withdrawn' },
    terms: { th: 'คูปองนี้ถูกปิดใช้งาน', en: 'This coupon has been withdrawn.' },
  },
];

interface DemoPromotionItem {
  products: Sku[];
  value?: number;
  ranges?: Array<{ min: number; max: number | null; value: number }>;
}
interface DemoPromotion {
  nameTh: string;
  nameEn: string;
  start: number;
  end: number;
  value?: number;
  channelCode?: string;
  storeCode?: string;
  items: DemoPromotionItem[];
}

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    nameTh: 'โปรสงกรานต์ เครื่องกรองน้ำ',
    nameEn: 'Songkran water-filter deal',
    start: -60,
    end: -31,
    value: 100,
    items: [{ products: skusOf('IN-WF-'), value: 150 }],
  },
  {
    // Current for everyone: tiers on air-conditioner installs, a flat amount on cleaning.
    nameTh: 'โปรหน้าร้อน ติดตั้งแอร์',
    nameEn: 'Hot-season air-conditioner deal',
    start: -10,
    end: 30,
    value: 100,
    items: [
      {
        products: [...skusOf('IN-AC-9000'), ...skusOf('IN-AC-18000')],
        value: 300,
        ranges: [
          { min: 0, max: 9999, value: 300 },
          { min: 10000, max: null, value: 800 },
        ],
      },
      { products: [...skusOf('IN-AC-CLEAN'), ...skusOf('IN-AC-DEEP-CLEAN')], value: 100 },
    ],
  },
  {
    // Current in one store only.
    nameTh: 'ฉลองเปิดสาขารังสิต',
    nameEn: 'Rangsit branch opening',
    start: -5,
    end: 25,
    storeCode: DEMO_STORES.rangsit,
    items: [
      { products: skusOf('IN-WH-'), value: 200 },
      { products: skusOf('IN-WP-'), ranges: [{ min: 2000, max: null, value: 250 }] },
    ],
  },
  {
    // Current in one channel only.
    nameTh: 'บิลเดอร์ วีค งานหลังคาและพื้น',
    nameEn: 'Builders week: roof and floor',
    start: -3,
    end: 14,
    channelCode: DEMO_CHANNELS.builders,
    value: 150,
    items: [
      {
        products: [...skusOf('IN-ROOF-'), ...skusOf('IN-FLOOR-')],
        ranges: [
          { min: 0, max: 4999, value: 200 },
          { min: 5000, max: 19999, value: 500 },
          { min: 20000, max: null, value: 1500 },
        ],
      },
    ],
  },
  {
    nameTh: 'โปรต้นฝน หลังคาและรางน้ำ',
    nameEn: 'Early-rains roof and gutter deal',
    start: 15,
    end: 45,
    value: 200,
    items: [
      {
        products: [...skusOf('IN-ROOF-'), ...skusOf('SV-ROOF-')],
        ranges: [{ min: 3000, max: null, value: 400 }],
      },
      { products: skusOf('IN-SOLAR-'), value: 1000 },
    ],
  },
];

type Day = (offset: number) => BusinessDate;

/** A demo coupon's row; `channelNameTh` names its channel in Thai (ทุกช่องทาง: every channel). */
function couponRow(c: DemoCoupon, day: Day, channelNameTh: Map<string, string>) {
  const thumbnail = c.thumbnail ? couponThumbnailUrls(c.thumbnail) : null;
  return {
    code: c.code,
    nameTh: c.nameTh,
    nameEn: c.nameEn,
    status: c.status ?? 'active',
    type: c.ranges ? ('range' as const) : ('fixed' as const),
    model: 'product' as const,
    discount: c.discount ?? 0,
    startDate: day(c.start),
    expireDate: day(c.expire),
    isCanUse: c.isCanUse ?? true,
    listed: c.listed ?? true,
    usageLimit: c.usageLimit ?? null,
    usageLimitPerCustomer: c.usageLimitPerCustomer ?? null,
    errorMessageTh: c.errorMessage?.th ?? null,
    errorMessageEn: c.errorMessage?.en ?? null,
    invalidCode: c.invalidCode ?? false,
    requestedPayment: c.requestedPayment ?? null,
    channelNameTh: c.channelCode ? (channelNameTh.get(c.channelCode) ?? null) : 'ทุกช่องทาง',
    thumbnailUrl: thumbnail?.x1 ?? null,
    thumbnail2xUrl: thumbnail?.x2 ?? null,
    headerTh: c.header.th,
    headerEn: c.header.en,
    termsTh: c.terms.th,
    termsEn: c.terms.en,
    channelCode: c.channelCode ?? null,
    storeCode: c.storeCode ?? null,
  };
}

async function seedCoupon(
  tx: Transaction,
  c: DemoCoupon,
  day: Day,
  channelNameTh: Map<string, string>,
) {
  const [row] = await tx
    .insert(coupons)
    .values(couponRow(c, day, channelNameTh))
    .returning({ id: coupons.id });
  const couponId = row!.id;
  if (c.products?.length) {
    await tx
      .insert(couponProducts)
      .values(c.products.map((productSku) => ({ couponId, productSku })));
  }
  if (c.ranges?.length) {
    await tx.insert(couponDiscountRanges).values(
      c.ranges.map((r) => ({
        couponId,
        min: r.min,
        max: r.max,
        value: r.value,
        contractorDiscount: r.contractorDiscount ?? null,
      })),
    );
  }
}

async function seedPromotion(tx: Transaction, p: DemoPromotion, day: Day) {
  const [row] = await tx
    .insert(promotions)
    .values({
      nameTh: p.nameTh,
      nameEn: p.nameEn,
      startDate: day(p.start),
      endDate: day(p.end),
      value: p.value ?? null,
      channelCode: p.channelCode ?? null,
      storeCode: p.storeCode ?? null,
    })
    .returning({ id: promotions.id });
  for (const item of p.items) {
    const [itemRow] = await tx
      .insert(promotionItems)
      .values({ promotionId: row!.id, value: item.value ?? null })
      .returning({ id: promotionItems.id });
    const itemId = itemRow!.id;
    await tx
      .insert(promotionItemProducts)
      .values(item.products.map((productSku) => ({ itemId, productSku })));
    if (item.ranges?.length) {
      await tx.insert(promotionItemRanges).values(item.ranges.map((r) => ({ itemId, ...r })));
    }
  }
}

export async function seedPromotions(tx: Transaction): Promise<void> {
  const today: BusinessDate = businessToday(new Date());
  const day = (offset: number) => addDays(today, offset);
  const channelRows = await tx
    .select({ code: channels.code, nameTh: channels.nameTh })
    .from(channels);
  const channelNameTh = new Map(channelRows.map((c) => [c.code, c.nameTh]));
  for (const coupon of DEMO_COUPONS) await seedCoupon(tx, coupon, day, channelNameTh);
  for (const promotion of DEMO_PROMOTIONS) await seedPromotion(tx, promotion, day);
}
