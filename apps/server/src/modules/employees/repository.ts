import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { employees, users } from '../../db/schema/identity';

// Data access of employees: queries only, no rules.

export type EmployeeRow = typeof employees.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/**
 * The active employees of a store whose name, code (without its dashes) or phone contains the
 * keyword (all of them for an empty keyword), by name, at most `limit`. The keyword must not carry
 * LIKE wildcards (the service cleans it to letters, digits and spaces).
 */
export async function findStoreEmployees(
  db: DbExecutor,
  query: { storeId: string; keyword: string; limit: number },
): Promise<EmployeeRow[]> {
  const pattern = `%${query.keyword}%`;
  return db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.storeId, query.storeId),
        eq(employees.active, true),
        query.keyword
          ? or(
              ilike(employees.name, pattern),
              // Codes carry dashes ('BN-003') that the cleaned keyword cannot: compare without them.
              ilike(sql`regexp_replace(${employees.code}, '[^[:alnum:]]', '', 'g')`, pattern),
              ilike(employees.phone, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.code))
    .limit(query.limit);
}

export async function findUserByAdminUuid(
  db: DbExecutor,
  adminUuid: string,
): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.adminUuid, adminUuid)).limit(1);
  return user ?? null;
}
