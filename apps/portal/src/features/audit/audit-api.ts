import { auditListResponseSchema, auditPaths } from '@changdee/contract/audit';
import { apiRequest } from '../../app/api';

// The audit log's one call (issue 21 item 6, docs/decisions/049): GET /ops/v1/audit, Operators
// only, newest first, paged by `after` (the answer's `next`).

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
};

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
