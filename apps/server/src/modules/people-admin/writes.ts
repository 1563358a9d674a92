import type { DbExecutor } from '../../db/client';
import { notifyCacheChange } from '../../lib/cache-invalidation';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/service';

// What every write of the teams and people pages does besides its own change (decision 051), with
// the audit log, the version check and the cache notice of decision 049, all inside the write's
// transaction.

/** 409 STALE_EDIT, with the record as it is now, when the edit was made on another version. */
export function checkVersion<T extends { version: number }>(current: T, expected: number): void {
  if (current.version !== expected)
    throw new AppError('STALE_EDIT', { details: { version: current.version, current } });
}

export interface Change {
  entity: 'team' | 'channel' | 'store' | 'employee' | 'user';
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
}

export const auditChange = (tx: DbExecutor, actor: AuditActor, change: Change): Promise<void> =>
  recordAudit(tx, { actor, ...change });

/** Every server forgets the stores it keeps when `tx` commits (a store or channel changed). */
export const notifyStoresChanged = (tx: DbExecutor): Promise<void> =>
  notifyCacheChange(tx, 'stores');
