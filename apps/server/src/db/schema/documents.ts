import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TAX_DOCUMENT_KINDS } from '@changdee/domain/tax-documents';
import { orderMoneyEntries, orders } from './orders';
import { orderExtraEntries } from './extras';
import { inList } from './sql-checks';

// The tax documents of orders' money (issue 22, docs/decisions/043 and 058): a full or an
// abbreviated tax invoice / receipt for a payment (a receipt for the orders paid before 058), a
// credit note for each refund of documented money, numbered per seller branch and kind without
// gaps, kept as the PDF that was issued. A document is never changed once written.

/** PDF bytes: a Buffer from either driver (PGlite answers a Uint8Array, node-postgres a Buffer). */
const pdfBytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The last serial issued per seller branch and kind. The issuing transaction locks the row
 * (update … returning), so numbers are taken one at a time and a rolled-back issue gives its
 * number back: no gaps, no number twice. A sequence would leave gaps on rollback.
 */
export const documentSerials = pgTable(
  'document_serials',
  {
    branch: char('branch', { length: 5 }).notNull(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branch, t.kind] }),
    check('document_serials_kind_ck', inList(t.kind, TAX_DOCUMENT_KINDS)),
    check('document_serials_last_ck', sql`${t.last} >= 0`),
  ],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** The seller branch that issued it (00000 head office). */
    branch: char('branch', { length: 5 }).notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: TI00000-000042. */
    serial: text('serial').notNull().unique(),
    // The app never deletes an order (a cancellation is a status); tests clear theirs.
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    /** A credit or debit note's tax invoice (or abbreviated tax invoice, or legacy receipt). */
    creditedDocumentId: uuid('credited_document_id'),
    /**
     * The refund a credit note answers (decision 058): one credit note per refund at most. Null on
     * a payment's document and on the credit notes issued at a cancellation before 058.
     */
    refundEntryId: bigint('refund_entry_id', { mode: 'number' })
      .unique()
      .references(() => orderMoneyEntries.id),
    /** The extras' payment a debit note answers (decision 080): one debit note per payment. */
    extrasEntryId: bigint('extras_entry_id', { mode: 'number' })
      .unique()
      .references(() => orderExtraEntries.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What was paid (or credited), VAT included, its value before VAT and its VAT; satang. */
    totalSatang: integer('total_satang').notNull(),
    baseSatang: integer('base_satang').notNull(),
    vatSatang: integer('vat_satang').notNull(),
    pdf: pdfBytes('pdf').notNull(),
  },
  (t) => [
    // One payment document of each kind per order (the job issues one of them in all); credit notes
    // are one per refund (refund_entry_id), debit notes one per extras' payment (extras_entry_id). Issuing again (a job run twice) finds them.
    uniqueIndex('tax_documents_order_payment_kind_uq')
      .on(t.orderNo, t.kind)
      .where(sql`${t.kind} not in ('credit_note', 'debit_note')`),
    unique('tax_documents_branch_kind_sequence_uq').on(t.branch, t.kind, t.sequence),
    check('tax_documents_kind_ck', inList(t.kind, TAX_DOCUMENT_KINDS)),
    check(
      'tax_documents_amounts_ck',
      sql`${t.sequence} >= 1 and ${t.baseSatang} >= 0 and ${t.vatSatang} >= 0
        and ${t.totalSatang} = ${t.baseSatang} + ${t.vatSatang}`,
    ),
    check(
      'tax_documents_credit_ck',
      sql`(${t.kind} in ('credit_note', 'debit_note')) = (${t.creditedDocumentId} is not null)`,
    ),
    check('tax_documents_refund_ck', sql`${t.refundEntryId} is null or ${t.kind} = 'credit_note'`),
    check(
      'tax_documents_extras_ck',
      sql`(${t.kind} = 'debit_note') = (${t.extrasEntryId} is not null)`,
    ),
  ],
);
