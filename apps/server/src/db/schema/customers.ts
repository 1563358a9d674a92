import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
