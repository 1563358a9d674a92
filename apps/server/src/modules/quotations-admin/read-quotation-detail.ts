import {
  quotationSignaturePath,
  type QuotationDecision,
  type QuotationDetail,
} from '@changdee/contract/quotations-admin';
import type { QuotationVersion } from '@changdee/contract/quotations';
import { quotationTotals } from '@changdee/domain/quotation-pricing';
import type { DbExecutor } from '../../db/client';
import type { AuthContext } from '../../plugins/access-types';
import * as quotations from '../quotations/service';
import * as repository from './repository';
import { placesOf, quotationInReach } from './reader-reach';

// GET /ops/v1/quotations/{number} (docs/decisions/082): one quotation in the reader's reach with
// every version as saved (lines and totals), its state history and the customer's decisions —
// an approval with what the customer pays for the lines they took (quotationTotals) and its
// signature's address. Outside the reach it is "not found", as a number that does not exist.

async function allVersions(db: DbExecutor, quotationId: string, latest: number) {
  const versions: QuotationVersion[] = [];
  // The latest first; one statement at a time (a transaction's connection runs one).
  for (let version = latest; version >= 1; version -= 1) {
    versions.push(await quotations.quotationVersion(db, quotationId, version));
  }
  return versions;
}

/** What the customer pays for an approved version with the optional lines they ticked. */
function payableTaken(version: QuotationVersion | undefined, chosenPositions: readonly number[]) {
  if (!version) return null;
  const chosen = new Set<number>();
  version.lines.forEach((line, index) => {
    if (chosenPositions.includes(line.position)) chosen.add(index);
  });
  const lines = version.lines.map((line) => ({
    optional: line.optional,
    priceSatang: line.price_satang,
    promotionDiscountSatang: line.promotion_discount_satang,
    amountSatang: line.amount_satang,
    vatApplies: line.vat_applies,
  }));
  return quotationTotals(lines, chosen).payableSatang;
}

function decisionView(
  number: string,
  row: Awaited<ReturnType<typeof repository.decisionsOf>>[number],
  versions: readonly QuotationVersion[],
): QuotationDecision {
  const approved = row.kind === 'approved';
  const version = versions.find((candidate) => candidate.version === row.version);
  return {
    id: row.id,
    version: row.version,
    kind: row.kind,
    channel: row.channel,
    at: row.at.toISOString(),
    signer_name: row.signerName,
    signed_at: row.signedAt?.toISOString() ?? null,
    device: row.device,
    text: row.text,
    recorded_by: row.actorName,
    chosen_positions: row.chosenPositions,
    payable_satang: approved ? payableTaken(version, row.chosenPositions) : null,
    signature_url: approved && row.signed ? quotationSignaturePath(number, row.id) : null,
  };
}

export async function readQuotationDetail(
  db: DbExecutor,
  auth: AuthContext,
  number: string,
): Promise<QuotationDetail> {
  const row = await quotationInReach(db, auth, number);
  const versions = await allVersions(db, row.id, row.version);
  const history = await quotations.quotationHistory(db, row.id);
  const decisions = await repository.decisionsOf(db, row.id);
  return {
    ...placesOf(row),
    sent_version: row.sentVersion,
    versions,
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      version: entry.version,
      from: entry.fromState,
      to: entry.toState,
      by: entry.actorName,
    })),
    decisions: decisions.map((decision) => decisionView(row.number, decision, versions)),
  };
}
