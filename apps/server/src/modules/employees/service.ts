import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  CHANNEL_SEARCH_LIMIT,
  type AdminEmployee,
  type Employee,
} from '@changdee/contract/employees';
import { canSearchEmployees, cleanEmployeeKeyword } from '@changdee/domain/employee-search';
import { isRole } from '@changdee/domain/roles';
import type { Database } from '../../db/client';
import { employees, users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import { employeeOfUser, storesOf } from '../auth/service';

// The selling employees of a store (spec §3 Employee, §5 employee search, §7 channel/search) and
// the `{gateway}` lookup of an admin portal person.

export async function searchEmployees(
  db: Database,
  auth: AuthContext,
  input: { keywordSearch: string; store: string; store_uuid: string },
): Promise<Employee[]> {
  if (!auth.storeIds.includes(input.store_uuid)) throw new AppError('FORBIDDEN');
  if (!canSearchEmployees(input.store)) return [];

  // The cleaned keyword holds letters, digits and spaces only, so it cannot carry a LIKE wildcard.
  const keyword = cleanEmployeeKeyword(input.keywordSearch);
  const pattern = `%${keyword}%`;
  const rows = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.storeId, input.store_uuid),
        eq(employees.active, true),
        keyword
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
    .limit(CHANNEL_SEARCH_LIMIT);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    phone: row.phone,
    channelName: row.channelName,
    channelUUID: row.channelUuid,
  }));
}

/**
 * GET /a/v1/admin/employee/{adminUUID}: visible to the person themself and to users of a store
 * they work for; anyone else gets NOT_FOUND, which does not reveal whether the id exists.
 */
export async function adminEmployee(
  db: Database,
  auth: AuthContext,
  adminUUID: string,
): Promise<AdminEmployee> {
  const [user] = await db.select().from(users).where(eq(users.adminUuid, adminUUID)).limit(1);
  if (!user || !user.active || !isRole(user.role)) throw new AppError('NOT_FOUND');
  const theirStores = await storesOf(db, user.id);
  const visible = user.id === auth.userId || theirStores.some((s) => auth.storeIds.includes(s._id));
  if (!visible) throw new AppError('NOT_FOUND');
  return {
    adminUUID: user.adminUuid,
    user_uuid: user.id,
    user_name: user.username,
    display_name: user.displayName,
    role: user.role,
    stores: theirStores.map((s) => ({ _id: s._id, id: s.id, name: s.name })),
    employee: await employeeOfUser(db, user.id),
  };
}
