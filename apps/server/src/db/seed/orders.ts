import { addDays, businessToday } from '@changdee/domain/dates';
import { and, eq } from 'drizzle-orm';
import type { CreateOrderInput } from '@changdee/contract/orders';
import { createOrderRequestSchema } from '@changdee/contract/orders';
import type { Transaction } from '../client';
import { products } from '../schema/catalog';
import { stores, users } from '../schema/identity';
import { placeOrder } from '../../modules/orders/service';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from './demo-keys';

// Demo orders, placed through the orders service like any order (priced, numbered and booked), a
// week after the day of seeding: the first is the CoolAir brand shop's (CO<YYMMDD>000001), what
// brand.demo can open at /tracking/CO…; the second is Bang Na's.

interface DemoOrder {
  store: string;
  user: string;
  seller: string;
  sku: string;
  channel: string;
  slot: '1' | '2';
  customer: { firstname: string; lastname: string; mobile: string; email: string };
  address: {
    no: string;
    subDistrict: string;
    district: string;
    province: string;
    postcode: string;
  };
}

const demoOrders: DemoOrder[] = [
  {
    store: DEMO_STORES.brandShop,
    user: DEMO_USERS.brand,
    seller: 'CA-002',
    sku: 'SV-AC-SURVEY',
    channel: DEMO_CHANNELS.builders,
    slot: '1',
    customer: {
      firstname: 'อนันต์',
      lastname: 'เย็นสบาย',
      mobile: '0871234567',
      email: 'anan.y@example.com',
    },
    address: {
      no: '88/8',
      subDistrict: '120101',
      district: '1201',
      province: '12',
      postcode: '11000',
    },
  },
  {
    store: DEMO_STORES.bangna,
    user: DEMO_USERS.sales,
    seller: 'BN-001',
    sku: 'SV-HOME-SURVEY',
    channel: DEMO_CHANNELS.retail,
    slot: '2',
    customer: {
      firstname: 'สมหญิง',
      lastname: 'ใจงาม',
      mobile: '0812345678',
      email: 'somying.j@example.com',
    },
    address: {
      no: '12/3',
      subDistrict: '104701',
      district: '1047',
      province: '10',
      postcode: '10260',
    },
  },
];

export async function seedOrders(tx: Transaction, orderNumberKey: string | null): Promise<void> {
  const today = businessToday(new Date());
  for (const demo of demoOrders) {
    const [store] = await tx.select().from(stores).where(eq(stores.code, demo.store));
    const [user] = await tx.select().from(users).where(eq(users.username, demo.user));
    const [product] = await tx
      .select({ id: products.id, type: products.productType })
      .from(products)
      .where(and(eq(products.channelCode, demo.channel), eq(products.skuCode, demo.sku)));
    const input: CreateOrderInput = createOrderRequestSchema.parse({
      customer: {
        ...demo.customer,
        address: {
          no: demo.address.no,
          sub_district: { code: demo.address.subDistrict },
          district: { code: demo.address.district },
          province: { code: demo.address.province },
          postcode: demo.address.postcode,
        },
      },
      expected_date: { date: addDays(today, 7), time: demo.slot },
      items: [{ product_id: product!.id, product_type: product!.type, qty: 1 }],
      channel: demo.channel,
      seller: { code: demo.seller },
      requested_payment: 'store',
      store_id: store!.id,
    });
    await placeOrder(
      tx,
      {
        store: store!,
        actor: { userId: user!.id, name: user!.displayName },
        today,
        orderNumberKey,
      },
      input,
    );
  }
}
