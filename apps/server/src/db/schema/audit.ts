import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

// The audit log of the operations portal's edits (issue 21, docs/decisions/049): one row per
// change, written in the same transaction as the change itself (modules/audit recordAudit), with
// the record before and after as JSON. Rows are only ever inserted.
export const auditLog = pgTable(
  'audit_log',
  {
    /** Ever increasing: the log's order and its pages' keyset. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who made the change (null: the system, e.g. a seed or a job). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's role at that moment (the user's role may change later). */
    actorRole: text('actor_role'),
    /** What kind of record: 'service', 'coupon', 'promotion', 'team', 'store', 'user', … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'create', 'update', 'publish', 'unpublish', 'deactivate', … */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The request's X-Request-Id, to find it in the logs. */
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorUserId, t.id),
  ],
);
