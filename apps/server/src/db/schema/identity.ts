import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@changdee/domain/roles';
import { inList } from './sql-checks';

// Identity: channels, partner stores, the people who sign in (users), the employees who sell
// (chosen after sign-in, spec §3 Employee), refresh tokens, single-sign-on token uses, the
// sign-in attempt counters, known sign-in addresses, revoked sessions and shared secrets. Roles are
// the domain's (packages/domain/src/roles.ts).

export const channels = pgTable('channels', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  /** Optimistic concurrency for the portal's edits (decision 051): +1 on every change. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    /** Null for a partner store; the brand's name for an external-brand shop (spec §1, §6). */
    brand: text('brand'),
    /** The business unit's own store id, sent with an order (spec §3 Order payload bu_store_id). */
    buStoreId: text('bu_store_id').notNull(),
    /** The branch id sent with an order as seller.branchUUID. */
    branchUuid: uuid('branch_uuid').notNull().defaultRandom(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_channel_code_idx').on(t.channelCode)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Sign-in name, stored lower-case; also the account name the admin portal shares with us. */
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** argon2id (PHC string). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The admin portal's id for this person (token profile content.adminUUID). */
    adminUuid: uuid('admin_uuid').notNull().unique().defaultRandom(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', inList(t.role, ROLES)),
    check('users_username_lower_check', sql`${t.username} = lower(${t.username})`),
  ],
);

export const userStores = pgTable(
  'user_stores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('user_stores_store_idx').on(t.storeId),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** As the employee record carries it (spec §3): the store's name and branch id. */
    channelName: text('channel_name').notNull(),
    channelUuid: uuid('channel_uuid').notNull(),
    /** The signed-in person this employee is, when there is one (a Sales user arriving by SSO). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('employees_store_code_unique').on(t.storeId, t.code),
    index('employees_user_idx').on(t.userId),
  ],
);

/**
 * Opaque refresh tokens, stored only as an HMAC of the token. Every use rotates the token: the used
 * row gets used_at and a child row is inserted in the same family. A second use of a used token
 * revokes the whole family (reuse detection); family_expires_at is the absolute end of the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** One row per admin-portal SSO token that was accepted: a second use of its jti is refused. */
export const ssoTokenUses = pgTable('sso_token_uses', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  /** The token's own expiry; rows past it can be deleted (a replay would fail on exp anyway). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Sign-in attempt counters, one row per key: 'pair:<username>|<address>', 'user:<username>' or
 * 'address:<address>' (modules/auth/login-limiter.ts). An attempt is counted before its password is
 * checked; a few are free per window, then each must wait for blocked_until, which doubles. Kept in
 * the database so every server behind a balancer counts the same attempts; rows past expires_at
 * are deleted by the housekeeping job.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    // The defaults let the migration add these columns to a table that already has rows.
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** The next attempt is refused until then (null: free attempts left). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('login_attempts_attempts_check', sql`${t.attempts} >= 0`),
    index('login_attempts_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Where each username has signed in successfully (client address, IPv6 by /64). Attempts from a
 * known address are limited per (username, address) only, so guesses from elsewhere cannot lock
 * the owner out at the store they work at. Rows are forgotten 90 days after the last success.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    index('known_sign_in_addresses_last_success_idx').on(t.lastSuccessAt),
  ],
);

/**
 * Sessions (refresh-token families) that ended by logout or reuse: their access tokens, which
 * carry the family as `sid`, are refused by every server until the row expires with the last of
 * them (issued at most one access-token lifetime before the revocation).
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Secrets generated for servers that share one PostgreSQL without setting them in the environment
 * (outside production), so every server signs and verifies with the same ones. See
 * modules/auth/server-secrets.ts.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time links to set a password (decision 051), made by an operator for a user. Only an HMAC of
 * the token is kept; a link works once, until it expires, and a newer link replaces an unused one.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
