import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';
import { quotationInReach } from './reader-reach';

// GET /ops/v1/quotations/{number}/decisions/{id}/signature.png (docs/decisions/082): the PNG an
// approval was signed with, for whoever reads the quotation (404 for any other decision).

/** The PNG of an approval's signature, for whoever reads the quotation. */
export async function readDecisionSignature(
  db: DbExecutor,
  auth: AuthContext,
  number: string,
  decisionId: string,
): Promise<Buffer> {
  const row = await quotationInReach(db, auth, number);
  const signature = await repository.signatureOf(db, row.id, decisionId);
  if (!signature) throw new AppError('NOT_FOUND');
  return signature;
}
