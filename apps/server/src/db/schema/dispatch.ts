import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROBLEM_KINDS } from '@changdee/domain/job-report';
import { users } from './identity';
import { orders } from './orders';
import { inList } from './sql-checks';

// The technician's day and the dispatch board (issue 20, docs/decisions/044): the problems a
// technician reported that nobody has acted on yet, the completion photos, and the answers of the
// job-status route's Idempotency-Key. The history of every step stays in order_changes.

/** Bytes kept in the row (photos, slips). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A job flagged for the board: one row while the technician's last problem report stands. The
 * next status step or an operator's assignment removes it (order_changes keeps the report).
 */
export const openJobProblems = pgTable(
  'open_job_problems',
  {
    orderNo: text('order_no')
      .primaryKey()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    note: text('note').notNull().default(''),
    reportedBy: text('reported_by').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('open_job_problems_kind_ck', inList(t.kind, PROBLEM_KINDS))],
);

/**
 * A job's photos, resized and re-encoded by the server (EXIF gone), kept in the database: a few
 * hundred kilobytes each, backed up and replicated with the order, the same on both drivers.
 */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_photos_order_idx').on(t.orderNo, t.createdAt),
    check('job_photos_type_ck', sql`${t.contentType} in ('image/webp', 'image/jpeg')`),
  ],
);

/**
 * A photo upload under way (decision 056): a slot of the job's JOB_PHOTOS_MAX taken under the
 * order's lock before a byte of the upload is read or decoded, and given back in the same
 * transaction that inserts the photo (or when the upload fails). A slot left by a server that
 * died mid-upload stops counting after a few minutes (jobs/repository.ts).
 */
export const jobPhotoUploads = pgTable(
  'job_photo_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_photo_uploads_order_idx').on(t.orderNo, t.startedAt)],
);
