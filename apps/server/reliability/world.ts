import { eq, inArray } from 'drizzle-orm';
import { ROLES, type Role } from '@changdee/domain/roles';
import { orderPaths } from '@changdee/contract/orders';
import { employees, stores, users, userStores } from '../src/db/schema/identity';
import { orderLines, orders } from '../src/db/schema/orders';
import { DEMO_SERVICES, DEMO_STORES, DEMO_USERS } from '../src/db/seed/demo-keys';
import { productId } from '../test/contractor-fixtures';
import { ORDER_TODAY, orderKit, SURVEY_SKU, type OrderKit } from '../test/order-kit';
import { signIn, type SignedIn } from '../test/sign-in';

// The demo shop as the access matrix and the fuzz see it: each demo store with its channel, a
// service of its channel, an employee, a user, and orders of its own (placed through the API for
// the stores whose users may order, inserted for the others), each order carrying markers (its
// number, its customer's mobile) that must never reach a caller of another store.

/** The demo user of each role. A new role is one line here (and its rows in access-expectations). */
export const ROLE_USERS: Record<Role, string> = {
  Sales: DEMO_USERS.sales,
  'Channel Manager': DEMO_USERS.manager,
  'External Brand': DEMO_USERS.brand,
  Operator: DEMO_USERS.operator,
  Technician: DEMO_USERS.technician,
};

/** What a request may do to an order; each gets an order of its own in each store. */
export const ORDER_PURPOSES = ['read', 'payment', 'changeDate', 'contractor', 'status'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

export interface StoreFix {
  id: string;
  code: string;
  channel: string;
  /** A survey of the store's channel. */
  product: string;
  /** An employee of the store (an order's seller). */
  sellerCode: string;
  /** The adminUUID of a user of the store. */
  adminUuid: string;
  orders: Record<OrderPurpose, string>;
  /** Text that only the people of this store may see. */
  secrets: string[];
}

export interface World {
  kit: OrderKit;
  stores: StoreFix[];
  /**
   * The signed-in demo user of each role and that user's store: none for Changdee's own people
   * (Operator, Technician), who work for no store.
   */
  users: Record<Role, { session: SignedIn; store: StoreFix | null }>;
  close(): Promise<void>;
}

/** The district of the matrix's contractor (Mueang Chiang Mai; the demo has none there). */
export const WORLD_DISTRICT = '5001';
const SURVEY_WORK_TYPE = DEMO_SERVICES.find((s) => s.sku === SURVEY_SKU)!.workType;
export const WEBHOOK_SECRET = 'reliability-webhook-secret-0123456789abcdef';

// Numbers of the inserted orders: the date part is the kit's, so kit.close() removes them too.
const insertedNumber = (store: number, purpose: number) =>
  `CO${ORDER_TODAY.slice(2).replaceAll('-', '')}9${String(store).padStart(2, '0')}${String(purpose).padStart(3, '0')}`;

const mobileOf = (store: number, purpose: number) =>
  `086${String(store).padStart(3, '0')}${String(purpose).padStart(4, '0')}`;

export async function buildWorld(): Promise<World> {
  const kit = await orderKit(
    [
      {
        code: 'CT-REL-WORLD',
        districts: [WORLD_DISTRICT],
        workTypes: ['WT-SURVEY', 'WT-AC-CLEAN'],
        morning: 500,
        afternoon: 500,
        daily: 1000,
      },
    ],
    [WORLD_DISTRICT],
    // Every caller of the matrix asks the public tracking routes from the same address.
    {
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      TRACKING_RATE_LIMIT: '1000',
      RESCHEDULE_RATE_LIMIT: '1000',
    },
  );
  const { db, app } = kit;
  const storeRows = await db
    .select()
    .from(stores)
    .where(inArray(stores.code, Object.values(DEMO_STORES)))
    .orderBy(stores.code);
  const sessions = Object.fromEntries(
    await Promise.all(
      ROLES.map(async (role) => [role, await signIn(app, ROLE_USERS[role])] as const),
    ),
  ) as Record<Role, SignedIn>;

  const fixes: StoreFix[] = [];
  for (const [index, row] of storeRows.entries()) {
    const [employee] = await db
      .select({ code: employees.code, name: employees.name })
      .from(employees)
      .where(eq(employees.storeId, row.id))
      .orderBy(employees.code)
      .limit(1);
    const [member] = await db
      .select({ adminUuid: users.adminUuid, username: users.username })
      .from(userStores)
      .innerJoin(users, eq(users.id, userStores.userId))
      .where(eq(userStores.storeId, row.id))
      .limit(1);
    const fix: StoreFix = {
      id: row.id,
      code: row.code,
      channel: row.channelCode,
      product: await productId(db, row.channelCode, SURVEY_SKU),
      sellerCode: employee?.code ?? '',
      adminUuid: member!.adminUuid,
      orders: {} as StoreFix['orders'],
      secrets: [row.code, row.branchUuid, ...(employee ? [employee.name] : [])],
    };
    // A user who may order places the store's orders; the others' are inserted as rows.
    const orderer = ROLES.find(
      (role) => sessions[role].stores[0]?._id === row.id && role !== 'External Brand',
    );
    for (const [p, purpose] of ORDER_PURPOSES.entries()) {
      const mobile = mobileOf(index, p);
      fix.secrets.push(mobile);
      if (orderer) {
        const base = kit.payload();
        const response = await kit.post(
          orderPaths.create,
          {
            ...base,
            store_id: row.id,
            channel: row.channelCode,
            seller: { code: fix.sellerCode },
            customer: { ...base.customer, mobile },
          },
          { as: sessions[orderer] },
        );
        if (response.statusCode !== 200)
          throw new Error(`placing ${row.code}'s order: ${response.statusCode} ${response.body}`);
        fix.orders[purpose] = (
          response.json() as { data: { cartOrderNo: string } }
        ).data.cartOrderNo;
      } else {
        const orderNo = insertedNumber(index, p);
        await insertStoreOrder(kit, row, fix, orderNo, mobile);
        fix.orders[purpose] = orderNo;
      }
      fix.secrets.push(fix.orders[purpose]);
    }
    fixes.push(fix);
  }
  const roleUsers = Object.fromEntries(
    ROLES.map((role) => {
      const storeId = sessions[role].stores[0]?._id;
      const store = storeId === undefined ? null : fixes.find((s) => s.id === storeId);
      if (store === undefined) throw new Error(`${ROLE_USERS[role]} works for no demo store`);
      return [role, { session: sessions[role], store }];
    }),
  ) as World['users'];
  return { kit, stores: fixes, users: roleUsers, close: () => kit.close() };
}

async function insertStoreOrder(
  kit: OrderKit,
  store: typeof stores.$inferSelect,
  { sellerCode, product }: StoreFix,
  orderNo: string,
  mobile: string,
) {
  await kit.db.insert(orders).values({
    orderNo,
    storeId: store.id,
    channelCode: store.channelCode,
    orderDate: ORDER_TODAY,
    createdBy: kit.sales.userId,
    firstname: 'ทดสอบ',
    lastname: 'ระบบ',
    mobile,
    email: 'reliability@example.com',
    addressNo: '1',
    subDistrictCode: '104701',
    districtCode: '1047',
    provinceCode: '10',
    postcode: '10260',
    serviceDate: '2031-06-20',
    timeSlot: '1',
    sellerCode,
    sellerName: 'ทดสอบ',
    sellerPhone: '0800000000',
    sellerBranch: store.nameTh,
    sellerBranchUuid: store.branchUuid,
    total: 0,
    promotionDiscount: 0,
    couponDiscount: 0,
    totalPayable: 0,
  });
  // Its one service, free (an order always has at least one line).
  await kit.db.insert(orderLines).values({
    orderNo,
    position: 1,
    productId: product,
    skuCode: SURVEY_SKU,
    skuMapping: SURVEY_SKU,
    productType: 'S',
    typeOfWork: SURVEY_WORK_TYPE,
    nameTh: 'สำรวจบ้าน',
    nameEn: 'Home survey',
    qty: 1,
    unitPrice: 0,
    price: 0,
    promotionDiscount: 0,
    couponDiscount: 0,
    totalPrice: 0,
  });
}

/** The store of a role's demo user; fails for a role whose user works for no store. */
export function storeOf(world: World, role: Role): StoreFix {
  const { store } = world.users[role];
  if (!store) throw new Error(`${ROLE_USERS[role]} works for no store`);
  return store;
}

/** The other demo stores of the caller's channel, and of other channels. */
export function storesAround(world: World, own: StoreFix) {
  const others = world.stores.filter((s) => s.id !== own.id);
  const otherStore = others.find((s) => s.channel === own.channel);
  const otherChannel = others.find((s) => s.channel !== own.channel);
  if (!otherStore || !otherChannel)
    throw new Error(`the demo shop needs another store of ${own.channel} and of another channel`);
  return { otherStore, otherChannel };
}
