import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { seedIdentity } from './identity';
import { seedCatalog } from './catalog';
import { seedAddOns } from './add-ons';
import { seedPromotions } from './promotions';
import { seedContractors } from './contractors';
import { seedCustomers } from './customers';
import { seedOrders } from './orders';
import { seedSentQuotation } from './bang-na-quotation';
import { seedQuotations } from './quotations';
import { withSeedReactions } from './seed-reactions';

// Seeds the demo shop into an empty database (first start, `npm run seed`, tests). Each area owns
// its seeder; they run in this order inside one transaction so a failed seed leaves nothing half
// written. Geography is reference data, not demo data: loadGeography() loads it on every start.
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select not exists (select 1 from channels) as empty`);
  const row = (result as unknown as { rows: Array<{ empty: boolean }> }).rows[0];
  return row?.empty ?? true;
}

/** `orderNumberKey`: ORDER_NUMBER_KEY, or null for the key kept in the database. */
export async function seedDemoData(
  db: Database,
  { orderNumberKey = null }: { orderNumberKey?: string | null } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await seedIdentity(tx);
    await seedCatalog(tx);
    await seedAddOns(tx);
    await seedPromotions(tx);
    await seedContractors(tx);
    await seedCustomers(tx);
    await seedOrders(tx, orderNumberKey);
  });
  // Quotations are made through the job steps and the quotations service, each in its own
  // transactions as in use: a failure leaves whole quotations, never half of one.
  await withSeedReactions(async () => {
    await seedSentQuotation(db, orderNumberKey);
    await seedQuotations(db, orderNumberKey);
  });
}
