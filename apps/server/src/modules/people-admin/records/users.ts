import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminUser, PasswordLink } from '@changdee/contract/people-admin';
import type { userCreateSchema, userUpdateSchema } from '@changdee/contract/people-admin';
import { isShopRole } from '@changdee/domain/roles';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../../db/client';
import { contractorMembers } from '../../../db/schema/contractors';
import { stores, userStores, users } from '../../../db/schema/identity';
import { AppError } from '../../../errors';
import { auditedCreate, auditedEdit, recordAudit, type AuditActor } from '../../audit/service';
import { endUserSessions, issuePasswordLink } from '../../auth/service';
import { rowReader, rowRecord } from './record-row';

// Users: created without a password (an unusable hash); the answer carries a one-time link to set
// it. A change of role or stores, or a deactivation, ends the user's sessions on every server: an
// access token carries the role and stores, so the next request must come from a new sign-in.

export interface PeopleSettings {
  pepper: string;
  portalUrl: string;
}

/** No argon2 hash looks like this: nobody can sign in until a password is set with the link. */
const NO_PASSWORD = '!unset';

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

const userRow = rowReader<AdminUser>(users, userColumns, users.id);

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
