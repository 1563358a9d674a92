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
// (chosen after sign-in, spec §3 Employee), refresh tokens, single-sign-on token uses and the
// sign-in attempt counters. Roles are the domain's (packages/domain/src/roles.ts).

export const channels = pgTable('channels', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
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
 * Failed sign-in counters per key ('ip:<address>' or 'user:<username>'), a fixed window each. Kept
 * in the database so every server behind a balancer counts the same attempts.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
