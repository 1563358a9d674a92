import type { QuotationVersion } from '@changdee/contract/quotations';
import type { DbExecutor } from '../../db/client';
import * as repository from './repository';
import { readVersion } from './view';

// What other modules use of a quotation (the rule: a module is reached through its service.ts):
// a version as it was saved and the history of its states, for the back office's reads
// (modules/quotations-admin, docs/decisions/082).

/** One version with its lines and totals (404 QUOTATION_VERSION_NOT_FOUND when it has none). */
export const quotationVersion = (
  db: DbExecutor,
  quotationId: string,
  version: number,
): Promise<QuotationVersion> => readVersion(db, quotationId, version);

/** Every change of the quotation's state, the oldest first. */
export const quotationHistory = (db: DbExecutor, quotationId: string) =>
  repository.historyOf(db, quotationId);
