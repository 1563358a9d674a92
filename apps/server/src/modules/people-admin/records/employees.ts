import { and, asc, eq } from 'drizzle-orm';
import type { AdminEmployee } from '@changdee/contract/people-admin';
import type { employeeCreateSchema, employeeUpdateSchema } from '@changdee/contract/people-admin';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../../db/client';
import { employees } from '../../../db/schema/identity';
import { AppError } from '../../../errors';
import { auditedCreate, auditedEdit, type AuditActor } from '../../audit/service';
import { rowReader, rowRecord } from './record-row';
import { storeRow } from './stores';

const employeeColumns = {
  id: employees.id,
  store_id: employees.storeId,
  code: employees.code,
  name: employees.name,
  phone: employees.phone,
  active: employees.active,
  version: employees.version,
};

const employeeRow = rowReader<AdminEmployee>(employees, employeeColumns, employees.id);

const employeeRecord = rowRecord('employee', employeeRow);

export async function listEmployees(db: DbExecutor, storeId: string): Promise<AdminEmployee[]> {
  return db
    .select(employeeColumns)
    .from(employees)
    .where(eq(employees.storeId, storeId))
    .orderBy(asc(employees.code));
}

async function codeTakenInStore(tx: DbExecutor, storeId: string, code: string, exceptId?: string) {
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.code, code)));
  return rows.some((r) => r.id !== exceptId);
}

export async function createEmployee(
  db: Database,
  actor: AuditActor,
  input: z.infer<typeof employeeCreateSchema>,
): Promise<AdminEmployee> {
  return auditedCreate(db, employeeRecord, actor, async (tx) => {
    const store = await storeRow(tx, input.store_id);
    if (!store)
      throw new AppError('UNKNOWN_REFERENCE', {
        field: 'store_id',
        params: { what: input.store_id },
      });
    if (await codeTakenInStore(tx, input.store_id, input.code))
      throw new AppError('CODE_TAKEN', { field: 'code' });
    const [row] = await tx
      .insert(employees)
      .values({
        storeId: input.store_id,
        code: input.code,
        name: input.name,
        phone: input.phone,
        active: input.active,
        // As the employee record carries them (spec §3): the store's name and branch id.
        channelName: store.name_th,
        channelUuid: store.branch_uuid,
      })
      .returning({ id: employees.id });
    return row!.id;
  });
}

export async function updateEmployee(
  db: Database,
  actor: AuditActor,
  id: string,
  input: z.infer<typeof employeeUpdateSchema>,
): Promise<AdminEmployee> {
  return auditedEdit(db, employeeRecord, {
    actor,
    id,
    expectedVersion: input.expected_version,
    write: async (tx, before, version) => {
      if (await codeTakenInStore(tx, before.store_id, input.code, id))
        throw new AppError('CODE_TAKEN', { field: 'code' });
      await tx
        .update(employees)
        .set({
          code: input.code,
          name: input.name,
          phone: input.phone,
          active: input.active,
          version,
        })
        .where(eq(employees.id, id));
    },
  });
}
