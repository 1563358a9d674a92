import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { stores } from '../../db/schema/identity';

export interface StoreRow {
  id: string;
  code: string;
  channelCode: string;
  brand: string | null;
  buStoreId: string;
  branchUuid: string;
  nameTh: string;
  nameEn: string;
}

export async function findStore(db: DbExecutor, storeId: string): Promise<StoreRow | null> {
  const [row] = await db
    .select({
      id: stores.id,
      code: stores.code,
      channelCode: stores.channelCode,
      brand: stores.brand,
      buStoreId: stores.buStoreId,
      branchUuid: stores.branchUuid,
      nameTh: stores.nameTh,
      nameEn: stores.nameEn,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}
