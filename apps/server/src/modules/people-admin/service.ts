import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminChannel,
  AdminEmployee,
  AdminStore,
  AdminUser,
  PasswordLink,
} from '@changdee/contract/people-admin';
import type {
  channelCreateSchema,
  channelUpdateSchema,
  employeeCreateSchema,
  employeeUpdateSchema,
  storeCreateSchema,
  storeUpdateSchema,
  userCreateSchema,
  userUpdateSchema,
} from '@changdee/contract/people-admin';
import { isShopRole } from '@changdee/domain/roles';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../db/client';
import { contractorMembers } from '../../db/schema/contractors';
import { channels, employees, stores, userStores, users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import {
  auditedCreate,
  auditedEdit,
  recordAudit,
  type AuditActor,
  type AuditedRecord,
} from '../audit/service';
import { clearStoreCache } from '../stores/service';
import { endUserSessions, issuePasswordLink } from '../auth/service';

// Channels, stores, employees and users from the portal (issue 21 item 5, docs/decisions/051).
// Every write runs in one transaction (audit/service.ts auditedEdit): lock the row, check the version the
// form was made on (409 STALE_EDIT with the record as it is now), write, audit; a channel or store
// write also empties every server's store cache at the commit.
//
// Users: created without a password (an unusable hash); the answer carries a one-time link to set
// it. A change of role or stores, or a deactivation, ends the user's sessions on every server: an
// access token carries the role and stores, so the next request must come from a new sign-in.

export interface PeopleSettings {
  pepper: string;
  portalUrl: string;
}

/** No argon2 hash looks like this: nobody can sign in until a password is set with the link. */
const NO_PASSWORD = '!unset';

/** A record whose row, as read (FOR UPDATE when `lock`), is how the portal reads it. */
function rowRecord<View extends { version: number }>(
  entity: 'channel' | 'store' | 'employee' | 'user',
  row: (db: DbExecutor, id: string, lock?: boolean) => Promise<View | null>,
  cache?: 'stores',
): AuditedRecord<View> {
  return {
    entity,
    cache,
    lock: async (tx, id) => {
      const view = await row(tx, id, true);
      return view && { version: view.version, view };
    },
    notFound: () => new AppError('NOT_FOUND'),
    read: async (tx, id) => (await row(tx, id))!,
  };
}

// ── channels ───────────────────────────────────────────────────────────────────────────────────
const channelColumns = {
  code: channels.code,
  name_th: channels.nameTh,
  name_en: channels.nameEn,
  version: channels.version,
  store_count: sql<number>`(select count(*)::int from ${stores} s
    where s.channel_code = ${channels.code})`,
};

async function channelRow(db: DbExecutor, code: string, lock = false) {
  const query = db.select(channelColumns).from(channels).where(eq(channels.code, code));
  const [row] = lock ? await query.for('update', { of: channels }) : await query;
  return row ?? null;
}

// A channel's name is part of every store the store cache keeps.
const channelRecord = rowRecord('channel', channelRow, 'stores');

export async function listChannels(db: DbExecutor): Promise<AdminChannel[]> {
  return db.select(channelColumns).from(channels).orderBy(asc(channels.code));
}

export async function createChannel(
  db: Database,
  actor: AuditActor,
  input: z.infer<typeof channelCreateSchema>,
): Promise<AdminChannel> {
  return auditedCreate(db, channelRecord, actor, async (tx) => {
    if (await channelRow(tx, input.code)) throw new AppError('CODE_TAKEN', { field: 'code' });
    await tx
      .insert(channels)
      .values({ code: input.code, nameTh: input.name_th, nameEn: input.name_en });
    return input.code;
  });
}

export async function updateChannel(
  db: Database,
  actor: AuditActor,
  code: string,
  input: z.infer<typeof channelUpdateSchema>,
): Promise<AdminChannel> {
  return auditedEdit(db, channelRecord, {
    actor,
    id: code,
    expectedVersion: input.expected_version,
    write: async (tx, _before, version) => {
      await tx
        .update(channels)
        .set({ nameTh: input.name_th, nameEn: input.name_en, version })
        .where(eq(channels.code, code));
    },
  });
}

// ── stores ─────────────────────────────────────────────────────────────────────────────────────
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

async function storeRow(db: DbExecutor, id: string, lock = false): Promise<AdminStore | null> {
  const query = db.select(storeColumns).from(stores).where(eq(stores.id, id));
  const [row] = lock ? await query.for('update', { of: stores }) : await query;
  return row ?? null;
}

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

// ── employees ──────────────────────────────────────────────────────────────────────────────────
const employeeColumns = {
  id: employees.id,
  store_id: employees.storeId,
  code: employees.code,
  name: employees.name,
  phone: employees.phone,
  active: employees.active,
  version: employees.version,
};

async function employeeRow(db: DbExecutor, id: string, lock = false) {
  const query = db.select(employeeColumns).from(employees).where(eq(employees.id, id));
  const [row] = lock ? await query.for('update', { of: employees }) : await query;
  return row ?? null;
}

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

// ── users ──────────────────────────────────────────────────────────────────────────────────────
const userColumns = {
  id: users.id,
  username: users.username,
  display_name: users.displayName,
  role: users.role,
  active: users.active,
  version: users.version,
  store_ids: sql<string[]>`coalesce((select array_agg(us.store_id::text order by us.store_id)
    from ${userStores} us where us.user_id = ${users.id}), '{}')`,
  team_id: sql<string | null>`(select m.contractor_id::text from ${contractorMembers} m
    where m.user_id = ${users.id})`,
};

async function userRow(db: DbExecutor, id: string, lock = false): Promise<AdminUser | null> {
  const query = db.select(userColumns).from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

const userRecord = rowRecord('user', userRow);

export async function listUsers(db: DbExecutor): Promise<AdminUser[]> {
  return db.select(userColumns).from(users).orderBy(asc(users.username));
}

/** A shop role works for one store or more; Changdee's own people for none. */
async function checkStores(
  tx: DbExecutor,
  input: { role: AdminUser['role']; store_ids: string[] },
) {
  const ids = [...new Set(input.store_ids)];
  if (isShopRole(input.role) || input.role === 'External Brand' ? !ids.length : ids.length)
    throw new AppError('STORES_FOR_SHOP_ROLES', { field: 'store_ids' });
  if (ids.length) {
    const found = await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids));
    const known = new Set(found.map((s) => s.id));
    const unknown = ids.filter((s) => !known.has(s));
    if (unknown.length)
      throw new AppError('UNKNOWN_REFERENCE', {
        field: 'store_ids',
        params: { what: unknown.join(', ') },
      });
  }
  return ids;
}

async function writeStores(tx: DbExecutor, userId: string, ids: string[]) {
  await tx.delete(userStores).where(eq(userStores.userId, userId));
  if (ids.length) await tx.insert(userStores).values(ids.map((storeId) => ({ userId, storeId })));
}

export async function createUser(
  db: Database,
  settings: PeopleSettings,
  actor: AuditActor,
  input: z.infer<typeof userCreateSchema>,
  now: Date,
): Promise<{ user: AdminUser; password_link: PasswordLink }> {
  let link: PasswordLink | undefined;
  const user = await auditedCreate(db, userRecord, actor, async (tx) => {
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, input.username));
    if (taken.length) throw new AppError('CODE_TAKEN', { field: 'username' });
    const storeIds = await checkStores(tx, input);
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username,
        displayName: input.display_name,
        role: input.role,
        active: input.active,
        passwordHash: NO_PASSWORD,
      })
      .returning({ id: users.id });
    await writeStores(tx, row!.id, storeIds);
    link = await issuePasswordLink(tx, settings, row!.id, actor.userId, now);
    return row!.id;
  });
  return { user, password_link: link! };
}

export async function updateUser(
  db: Database,
  actor: AuditActor,
  id: string,
  input: z.infer<typeof userUpdateSchema>,
): Promise<AdminUser> {
  return auditedEdit(db, userRecord, {
    actor,
    id,
    expectedVersion: input.expected_version,
    write: async (tx, _before, version) => {
      const storeIds = await checkStores(tx, input);
      await tx
        .update(users)
        .set({
          displayName: input.display_name,
          role: input.role,
          active: input.active,
          version,
        })
        .where(eq(users.id, id));
      await writeStores(tx, id, storeIds);
      // A technician's team is theirs only while they are a technician.
      if (input.role !== 'Technician')
        await tx.delete(contractorMembers).where(eq(contractorMembers.userId, id));
    },
    written: async (tx, before, after) => {
      const rightsChanged =
        before.role !== after.role || before.store_ids.join() !== after.store_ids.join();
      if (!after.active || rightsChanged) await endUserSessions(tx, db, id);
    },
    action: (before, after) =>
      before.active && !after.active
        ? 'deactivate'
        : !before.active && after.active
          ? 'activate'
          : 'update',
  });
}

/** A new one-time link to set the user's password (the password itself is never shown). */
export async function passwordLink(
  db: Database,
  settings: PeopleSettings,
  actor: AuditActor,
  id: string,
  now: Date,
): Promise<PasswordLink> {
  return db.transaction(async (tx) => {
    const user = await userRow(tx, id, true);
    if (!user) throw new AppError('NOT_FOUND');
    const link = await issuePasswordLink(tx, settings, id, actor.userId, now);
    await recordAudit(tx, {
      actor,
      entity: 'user',
      entityId: id,
      action: 'password_link',
      before: null,
      after: { expires_at: link.expires_at },
    });
    return link;
  });
}
