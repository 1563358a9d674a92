import type { AuditEntry, AuditList, AuditListQuery } from '@changdee/contract/audit';
import type { Role } from '@changdee/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import * as repository from './repository';

// The audit log (issue 21, docs/decisions/049). Every portal edit calls recordAudit with the
// transaction that makes the change, so the change and its entry commit (or roll back) together.
// `before` and `after` are the record as the portal reads it (its answer shape, plain JSON): null
// before a create, null after a delete.

/** Who made a change: the signed-in user (null for the system) and the request it came with. */
export interface AuditActor {
  userId: string | null;
  role: Role | null;
  requestId: string | null;
}

/** The actor of a request (its signed-in caller and X-Request-Id). */
export const auditActor = (request: Pick<FastifyRequest, 'auth' | 'id'>): AuditActor => ({
  userId: request.auth?.userId ?? null,
  role: request.auth?.role ?? null,
  requestId: request.id,
});

export interface AuditRecord {
  actor: AuditActor;
  /** 'service', 'coupon', 'promotion', 'team', 'store', 'channel', 'employee', 'user', … */
  entity: string;
  entityId: string;
  /** 'create', 'update', 'publish', 'unpublish', 'reorder', 'deactivate', … */
  action: string;
  before: unknown;
  after: unknown;
}

/** Writes one entry in the caller's transaction (call it inside the one that makes the change). */
export async function recordAudit(tx: DbExecutor, record: AuditRecord): Promise<void> {
  await repository.insertEntry(tx, {
    actorUserId: record.actor.userId,
    actorRole: record.actor.role,
    requestId: record.actor.requestId,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    before: toJson(record.before),
    after: toJson(record.after),
  });
}

/** Plain JSON (dates as ISO strings, undefined fields left out), null for nothing. */
const toJson = (value: unknown): unknown =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);

const toEntry = (row: repository.AuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  actor:
    row.actorUserId === null && row.actorRole === null
      ? null
      : { user_id: row.actorUserId, name: row.actorName, role: row.actorRole as Role | null },
  entity: row.entity,
  entity_id: row.entityId,
  action: row.action,
  before: row.before,
  after: row.after,
  request_id: row.requestId,
});

/** A page of the log, newest first, after the query's `after` (keyset: the entry id). */
export async function listAudit(db: DbExecutor, query: AuditListQuery): Promise<AuditList> {
  const rows = await repository.listEntries(db, {
    entity: query.entity,
    entityId: query.entity_id,
    actorUserId: query.actor,
    from: query.from,
    to: query.to,
    after: query.after === undefined ? undefined : Number(query.after),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toEntry),
    next: rows.length > query.limit ? String(page[page.length - 1]!.id) : null,
  };
}

// ---- optimistic concurrency of the portal's edits (docs/decisions/049) ----
// Each editable record has a `version` (1 when created, +1 on every edit); a PATCH sends the
// version its form was read at as `expected_version`. Inside the editing transaction, read the record FOR UPDATE, then:
//
//   assertFreshVersion(row.version, body.expected_version, () => answerOf(row));
//   … update, setting version = row.version + 1 …
//
// A stale copy is refused with 409 STALE_EDIT, details { version, current }: the record as it is
// now, in the shape the portal reads it, so the form shows what changed and keeps what was typed.

/** Throws STALE_EDIT when the edit was made on another version than the record's current one. */
export function assertFreshVersion(
  currentVersion: number,
  expectedVersion: number,
  current: () => unknown,
): void {
  if (currentVersion !== expectedVersion)
    throw new AppError('STALE_EDIT', { details: { version: currentVersion, current: current() } });
}
