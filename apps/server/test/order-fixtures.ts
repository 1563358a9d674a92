import { eq, like } from 'drizzle-orm';
import type { Database, DbExecutor } from '../src/db/client';
import { bookings } from '../src/db/schema/bookings';
import { stores, users } from '../src/db/schema/identity';
import { orders } from '../src/db/schema/orders';
import { DEMO_STORES, DEMO_USERS } from '../src/db/seed/demo-keys';

// Bare order rows for tests that book contractors directly (availability's reserve, release and
// move) without placing a whole order: a booking names its order (bookings.order_no → orders).
//
//   await insertBareOrder(tx, 'CO-TEST-1');  // then reserveBooking(tx, { orderNo: 'CO-TEST-1', … })
//   await deleteOrders(db, 'CO-TEST-%');      // in afterAll, with their bookings

// Looked up on every call, never kept: test files share modules (isolate: false), and a file that
// puts the demo shop back (resetDemoData) seeds it with new ids.
async function demoStoreAndUser(db: DbExecutor) {
  const [store] = await db.select().from(stores).where(eq(stores.code, DEMO_STORES.bangna));
  const [user] = await db.select().from(users).where(eq(users.username, DEMO_USERS.sales));
  return { storeId: store!.id, userId: user!.id };
}

/** An order of Bang Na for a survey in Bang Na (Bangkok), 0 baht, with no lines. */
export async function insertBareOrder(db: DbExecutor, orderNo: string): Promise<void> {
  const { storeId, userId } = await demoStoreAndUser(db);
  await db.insert(orders).values({
    orderNo,
    storeId,
    channelCode: 'CD-RETAIL',
    orderDate: '2031-01-01',
    createdBy: userId,
    firstname: 'ทดสอบ',
    lastname: 'ระบบ',
    mobile: '0800000000',
    email: 'test@example.com',
    addressNo: '1',
    subDistrictCode: '104701',
    districtCode: '1047',
    provinceCode: '10',
    postcode: '10260',
    serviceDate: '2031-01-02',
    timeSlot: '1',
    sellerCode: 'BN-001',
    sellerName: 'ทดสอบ',
    sellerPhone: '0800000000',
    sellerBranch: 'ทดสอบ',
    sellerBranchUuid: storeId,
    total: 0,
    promotionDiscount: 0,
    couponDiscount: 0,
    totalPayable: 0,
  });
}

/** Deletes the orders whose number is LIKE the pattern, with their bookings. */
export async function deleteOrders(db: Database, pattern: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(bookings).where(like(bookings.orderNo, pattern));
    await tx.delete(orders).where(like(orders.orderNo, pattern));
  });
}
