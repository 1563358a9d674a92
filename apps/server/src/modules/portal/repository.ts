import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { contractorMembers, contractors } from '../../db/schema/contractors';
import { users } from '../../db/schema/identity';

// What the portal reads about the signed-in person beyond their stores (auth/service.ts storesOf).

export async function activeUserById(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  return row ?? null;
}

/** The contractor team a user is a member of (a Technician's), or null. */
export async function teamOfMember(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({
      id: contractors.id,
      code: contractors.code,
      nameTh: contractors.nameTh,
      nameEn: contractors.nameEn,
    })
    .from(contractorMembers)
    .innerJoin(contractors, eq(contractors.id, contractorMembers.contractorId))
    .where(eq(contractorMembers.userId, userId))
    .orderBy(asc(contractors.code))
    .limit(1);
  return row ? { id: row.id, code: row.code, name: { th: row.nameTh, en: row.nameEn } } : null;
}
