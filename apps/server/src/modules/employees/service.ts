import {
  CHANNEL_SEARCH_LIMIT,
  type AdminEmployee,
  type Employee,
} from '@changdee/contract/employees';
import { canSearchEmployees, cleanEmployeeKeyword } from '@changdee/domain/employee-search';
import { isRole } from '@changdee/domain/roles';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import { employeeOfUser, storesOf } from '../auth/service';
import { callerStore } from '../stores/service';
import * as repository from './repository';

// The selling employees of a store (spec §3 Employee, §5 employee search, §7 channel/search) and
// the `{gateway}` lookup of an admin portal person.

export async function searchEmployees(
  db: DbExecutor,
  auth: AuthContext,
  input: { keywordSearch: string; store: string; store_uuid: string },
): Promise<Employee[]> {
  const store = await callerStore(db, auth, input.store_uuid);
  if (!canSearchEmployees(input.store)) return [];
  // The cleaned keyword holds letters, digits and spaces only, so it cannot carry a LIKE wildcard.
  const rows = await repository.findStoreEmployees(db, {
    storeId: store.id,
    keyword: cleanEmployeeKeyword(input.keywordSearch),
    limit: CHANNEL_SEARCH_LIMIT,
  });
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
  db: DbExecutor,
  auth: AuthContext,
  adminUUID: string,
): Promise<AdminEmployee> {
  const user = await repository.findUserByAdminUuid(db, adminUUID);
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
