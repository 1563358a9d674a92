import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import type { AuditedRecord } from '../../audit/service';

// Channels, stores, employees and users from the portal (issue 21 item 5, docs/decisions/051), a
// file a record. Every write runs in one transaction (audit/service.ts auditedEdit): lock the row,
// check the version the form was made on (409 STALE_EDIT with the record as it is now), write,
// audit; a channel or store write also empties every server's store cache at the commit.

/** Reads one record as the portal shows it, by its key; FOR UPDATE of its own row when `lock`. */
export function rowReader<View>(table: PgTable, columns: SelectedFields, key: PgColumn) {
  return async (db: DbExecutor, id: string, lock = false): Promise<View | null> => {
    const where: SQL = eq(key, id);
    const query = db.select(columns).from(table).where(where);
    const [row] = lock ? await query.for('update', { of: table }) : await query;
    return (row as View | undefined) ?? null;
  };
}

/** A record whose row, as read (FOR UPDATE when `lock`), is how the portal reads it. */
export function rowRecord<View extends { version: number }>(
  entity: 'channel' | 'store' | 'employee' | 'user',
  row: (db: DbExecutor, id: string, lock?: boolean) => Promise<View | null>,
  cache?: 'stores',
): AuditedRecord<View> {
  return {
    entity,
    cache,
    lock: async (tx, id) => {
      const view = await row(tx, id, true);
      return view && { version: view.version, view };
    },
    notFound: () => new AppError('NOT_FOUND'),
    read: async (tx, id) => (await row(tx, id))!,
  };
}
