import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { inList } from './sql-checks';

/** What a user's Idempotency-Key is for: a key is one scope's, a scope is one route's. */
export const IDEMPOTENCY_SCOPES = [
  /** POST /ops/v1/orders/{no}/refunds (decision 039). */
  'refund',
  /** POST /ops/v1/jobs/{no}/status (decision 044). */
  'job_status',
] as const;
export type IdempotencyScope = (typeof IDEMPOTENCY_SCOPES)[number];

/**
 * The columns of an Idempotency-Key's row after whose key it is (decision 018): the key, the
 * request's hash, the answer saved before commit and when the key came. New objects on every call
 * (a column belongs to one table).
 */
export const keyAnswerColumns = () => ({
  key: text('key').notNull(),
  /** sha-256 of the parsed request (with what the path names). */
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Idempotency-Key answers of the routes keyed by the person who calls them (decision 047;
 * decision 018's pattern, whose order creation keeps its own per-store table): the key row is
 * inserted first in the request's transaction (a concurrent duplicate waits on it), the answer
 * saved before commit; a later request with the key gets the saved answer when its body hash
 * matches. Rows older than a day are deleted by the `idempotency-keys-purge` job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...keyAnswerColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_scope_ck', inList(t.scope, IDEMPOTENCY_SCOPES)),
  ],
);
