import type { AuditEntry, AuditList, AuditListQuery } from '@changdee/contract/audit';
import type { Role } from '@changdee/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { notifyCacheChange, type CacheName } from '../../lib/cache-invalidation';
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

// ---- one audited write of a portal record (docs/decisions/049) ----
// What every admin write does besides its own change, once. In one transaction: the record read FOR UPDATE (its 404 when there is
// none), the version the form was read at checked (409 STALE_EDIT with the record as it is now),
// the write, the record read again, the audit entry (before and after, as the portal reads them)
// and, for a record a cache keeps, every server told to empty that cache at the commit.
// Each admin module describes its records once (an AuditedRecord) and passes only its change.

/** A kind of record the portal edits, described once for auditedCreate/auditedEdit/auditedDelete. */
export interface AuditedRecord<View> {
  /** The audit log's entity ('service', 'coupon', 'store', …). */
  entity: string;
  /** The cache every server empties when a write of this record commits; none: no cache keeps it. */
  cache?: CacheName;
  /** Reads the record FOR UPDATE: its version and how the portal reads it; null when there is none. */
  lock: (tx: DbExecutor, id: string) => Promise<{ version: number; view: View } | null>;
  /** The error when the record is not there (a 404 of the record's own code). */
  notFound: (id: string) => AppError;
  /** The record as the portal reads it, after a write. */
  read: (tx: DbExecutor, id: string) => Promise<View>;
  /** What the audit log keeps of the record (default: the whole view). */
  audited?: (view: View) => unknown;
}

export interface AuditedChange<View> {
  actor: AuditActor;
  id: string;
  /** The version the form was read at. */
  expectedVersion: number;
  /** The change itself: `before` is the record as it was, `version` the one to write (current + 1). */
  write: (tx: DbExecutor, before: View, version: number) => Promise<void>;
  /** The audit action (default 'update'), or how it follows from the record before and after. */
  action?: string | ((before: View, after: View) => string);
  /** Work of the same transaction that needs the record as written (before the entry is recorded). */
  written?: (tx: DbExecutor, before: View, after: View) => Promise<void>;
}

async function lockFresh<View>(
  tx: DbExecutor,
  record: AuditedRecord<View>,
  id: string,
  expectedVersion: number,
): Promise<{ version: number; view: View }> {
  const locked = await record.lock(tx, id);
  if (!locked) throw record.notFound(id);
  assertFreshVersion(locked.version, expectedVersion, () => locked.view);
  return locked;
}

async function audit<View>(
  tx: DbExecutor,
  record: AuditedRecord<View>,
  entry: { actor: AuditActor; id: string; action: string; before: View | null; after: View | null },
): Promise<void> {
  const keep = (view: View | null) =>
    view === null || !record.audited ? view : record.audited(view);
  await recordAudit(tx, {
    actor: entry.actor,
    entity: record.entity,
    entityId: entry.id,
    action: entry.action,
    before: keep(entry.before),
    after: keep(entry.after),
  });
  if (record.cache) await notifyCacheChange(tx, record.cache);
}

/**
 * Creates a record: `insert` checks and writes it (any work of the same transaction with it) and
 * gives its id; the answer is the record as the portal reads it, audited as 'create'.
 */
export function auditedCreate<View>(
  db: Database,
  record: AuditedRecord<View>,
  actor: AuditActor,
  insert: (tx: DbExecutor) => Promise<string>,
): Promise<View> {
  return db.transaction(async (tx) => {
    const id = await insert(tx);
    const after = await record.read(tx, id);
    await audit(tx, record, { actor, id, action: 'create', before: null, after });
    return after;
  });
}

/** Edits a record on the version it was read at; the answer is the record as written. */
export function auditedEdit<View>(
  db: Database,
  record: AuditedRecord<View>,
  change: AuditedChange<View>,
): Promise<View> {
  return db.transaction(async (tx) => {
    const locked = await lockFresh(tx, record, change.id, change.expectedVersion);
    const before = locked.view;
    await change.write(tx, before, locked.version + 1);
    const after = await record.read(tx, change.id);
    await change.written?.(tx, before, after);
    const action =
      typeof change.action === 'function'
        ? change.action(before, after)
        : (change.action ?? 'update');
    await audit(tx, record, { actor: change.actor, id: change.id, action, before, after });
    return after;
  });
}

/** Deletes a record on the version it was read at (`remove` refuses or deletes), audited as 'delete'. */
export async function auditedDelete<View>(
  db: Database,
  record: AuditedRecord<View>,
  change: Omit<AuditedChange<View>, 'action' | 'written' | 'write'> & {
    remove: (tx: DbExecutor, before: View) => Promise<void>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { view: before } = await lockFresh(tx, record, change.id, change.expectedVersion);
    await change.remove(tx, before);
    await audit(tx, record, {
      actor: change.actor,
      id: change.id,
      action: 'delete',
      before,
      after: null,
    });
  });
}
