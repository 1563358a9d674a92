import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

// The shop's customer records and the loyalty family (spec §7 check-scg-family): a clerk types a
// walk-in customer's mobile and the checkout is filled from the customer who registered with it
// (the one whose password is set) and the family membership. Mobiles are stored as digits only.

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull().default(''),
    /** When the customer set a password for an account of their own; null: a record only. */
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_mobile_idx').on(t.mobile),
    check('customers_mobile_ck', sql`${t.mobile} ~ '^[0-9]{9,10}$'`),
  ],
);

/** Members of the loyalty family (SCG Family), one per mobile. */
export const familyMembers = pgTable(
  'family_members',
  {
    /** The membership number shown on the form (numberSCGFamily). */
    familyId: text('family_id').primaryKey(),
    /** The member's SCG id. */
    scgId: text('scg_id').notNull().unique(),
    mobile: text('mobile').notNull().unique(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    tier: text('tier').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('family_members_mobile_ck', sql`${t.mobile} ~ '^[0-9]{9,10}$'`)],
);

/**
 * Every family lookup (check-scg-family): who asked, when, for which of their stores, and a keyed
 * hash (HMAC-SHA256) of the mobile — never the mobile itself — so operators can see who looks up
 * whom and how often, and match a mobile they hold, without the table listing customers' numbers.
 * `limited`: the lookup was refused by the limits below. Decision 029.
 */
export const familyLookups = pgTable(
  'family_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The stores the user worked for at the time (each one's limit counted the lookup). */
    storeIds: uuid('store_ids').array().notNull(),
    mobileHash: text('mobile_hash').notNull(),
    limited: boolean('limited').notNull(),
  },
  (t) => [
    index('family_lookups_user_idx').on(t.userId, t.lookedUpAt),
    index('family_lookups_looked_up_at_idx').on(t.lookedUpAt),
    index('family_lookups_mobile_hash_idx').on(t.mobileHash),
  ],
);

/**
 * Family lookups counted per key (`user:<id>`, `store:<id>`) in a window that starts with the
 * key's first lookup after the previous window ended, shared by every server (decision 029). One
 * row per user and per store, reused window after window.
 */
export const familyLookupCounters = pgTable(
  'family_lookup_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [check('family_lookup_counters_used_ck', sql`${t.used} >= 0`)],
);
