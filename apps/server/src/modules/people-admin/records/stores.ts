import { asc, eq, sql } from 'drizzle-orm';
import type { AdminStore } from '@changdee/contract/people-admin';
import type { storeCreateSchema, storeUpdateSchema } from '@changdee/contract/people-admin';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../../db/client';
import { stores } from '../../../db/schema/identity';
import { AppError } from '../../../errors';
import { auditedCreate, auditedEdit, type AuditActor } from '../../audit/service';
import { clearStoreCache } from '../../stores/service';
import { channelRow } from './channels';
import { rowReader, rowRecord } from './record-row';

const storeColumns = {
  id: stores.id,
  code: stores.code,
  name_th: stores.nameTh,
  name_en: stores.nameEn,
  channel: stores.channelCode,
  brand: sql<string>`coalesce(${stores.brand}, '')`,
  bu_store_id: stores.buStoreId,
  branch_uuid: stores.branchUuid,
  version: stores.version,
};

export const storeRow = rowReader<AdminStore>(stores, storeColumns, stores.id);

// Every server keeps stores for a minute (stores/service.ts): they forget them at the commit.
const storeRecord = rowRecord('store', storeRow, 'stores');

export async function listStores(db: DbExecutor): Promise<AdminStore[]> {
  return db.select(storeColumns).from(stores).orderBy(asc(stores.channelCode), asc(stores.code));
}

async function checkStoreFields(
  tx: DbExecutor,
  input: z.infer<typeof storeCreateSchema>,
  exceptId?: string,
) {
  const sameCode = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.code, input.code));
  if (sameCode.some((s) => s.id !== exceptId)) throw new AppError('CODE_TAKEN', { field: 'code' });
  if (!(await channelRow(tx, input.channel)))
    throw new AppError('UNKNOWN_REFERENCE', { field: 'channel', params: { what: input.channel } });
}

const storeValues = (input: z.infer<typeof storeCreateSchema>) => ({
  code: input.code,
  nameTh: input.name_th,
  nameEn: input.name_en,
  channelCode: input.channel,
  brand: input.brand.length ? input.brand : null,
  buStoreId: input.bu_store_id,
});

export async function createStore(
  db: Database,
  actor: AuditActor,
  input: z.infer<typeof storeCreateSchema>,
): Promise<AdminStore> {
  return auditedCreate(db, storeRecord, actor, async (tx) => {
    await checkStoreFields(tx, input);
    const [row] = await tx.insert(stores).values(storeValues(input)).returning({ id: stores.id });
    return row!.id;
  });
}

export async function updateStore(
  db: Database,
  actor: AuditActor,
  id: string,
  input: z.infer<typeof storeUpdateSchema>,
): Promise<AdminStore> {
  const after = await auditedEdit(db, storeRecord, {
    actor,
    id,
    expectedVersion: input.expected_version,
    write: async (tx, _before, version) => {
      await checkStoreFields(tx, input, id);
      await tx
        .update(stores)
        .set({ ...storeValues(input), version })
        .where(eq(stores.id, id));
    },
  });
  clearStoreCache();
  return after;
}
