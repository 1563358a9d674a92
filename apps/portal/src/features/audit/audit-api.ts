import { auditListResponseSchema, auditPaths } from '@changdee/contract/audit';
import type { Locale } from '@changdee/domain/locale';
import { peopleAdminPaths, storeListResponseSchema } from '@changdee/contract/people-admin';
import { teamAdminPaths, teamListResponseSchema } from '@changdee/contract/teams-admin';
import { apiRequest } from '../../lib/api';

// The audit log's calls (issue 21 item 6, docs/decisions/049): GET /ops/v1/audit, Operators only,
// newest first, paged by `after` (the answer's `next`); and the names of the stores and teams its
// records point to by id (a coupon's stores, an employee's store, a user's team).

export interface AuditFilters {
  entity?: string;
  entity_id?: string;
  /** A user's id. */
  actor?: string;
  /** Business dates (YYYY-MM-DD, Asia/Bangkok), both included. */
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  all: ['portal', 'audit'] as const,
  list: (filters: AuditFilters) => ['portal', 'audit', filters] as const,
  names: ['portal', 'audit', 'names'] as const,
};

/** The stores' and teams' names by id, in both languages. */
export type RecordNames = ReadonlyMap<string, Record<Locale, string>>;

export async function fetchRecordNames(signal?: AbortSignal): Promise<RecordNames> {
  const [stores, teams] = await Promise.all([
    apiRequest({
      path: peopleAdminPaths.stores,
      schema: storeListResponseSchema.shape.data,
      signal,
    }),
    apiRequest({ path: teamAdminPaths.list, schema: teamListResponseSchema.shape.data, signal }),
  ]);
  const names = new Map<string, Record<Locale, string>>();
  for (const record of [...stores, ...teams.teams])
    names.set(record.id, { th: record.name_th, en: record.name_en });
  return names;
}

export const fetchAudit = (filters: AuditFilters, after: string | null, signal?: AbortSignal) => {
  const query: Record<string, string> = { limit: String(AUDIT_PAGE_SIZE) };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  if (after) query.after = after;
  return apiRequest({
    path: auditPaths.list,
    query,
    schema: auditListResponseSchema.shape.data,
    signal,
  });
};
