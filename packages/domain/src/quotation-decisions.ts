import type { QuotationState } from './quotation-states';

// The customer's answer to a sent quotation (issue 31 items 3-4): they approve it (ticking the
// optional lines they take, with their typed name and drawn signature), decline it with a reason,
// or ask for a change. The store's clerk may record an approval at the counter, with the
// customer's signature on the counter's screen. Each answer is one row of quotation_decisions.

/** What the customer answered. */
export const QUOTATION_DECISION_KINDS = ['approved', 'declined', 'change_requested'] as const;
export type QuotationDecisionKind = (typeof QUOTATION_DECISION_KINDS)[number];

/** Where the answer was given: the customer's own tracking page, or the store's counter. */
export const QUOTATION_DECISION_CHANNELS = ['customer_page', 'counter'] as const;
export type QuotationDecisionChannel = (typeof QUOTATION_DECISION_CHANNELS)[number];

/** The longest reason for a decline or text of a change request. */
export const QUOTATION_DECISION_TEXT_MAX = 1_000;

/** Why a decision on a quotation is refused: each a 409 with its own words. */
export type QuotationDecisionRefusal =
  'QUOTATION_NOT_OPEN' | 'QUOTATION_VERSION_NOT_SENT' | 'QUOTATION_EXPIRED';

/** What a decision checks of the quotation it answers. */
export interface DecidedQuotation {
  state: QuotationState;
  sentVersion: number | null;
  /** The last Bangkok day it may be approved on (YYYY-MM-DD), once sent. */
  validUntil: string | null;
}

/**
 * Whether the customer may answer `version` on Bangkok's `today`: only the version sent, while the
 * quotation is sent and `today` is not past its last valid day (the expiry job may not have run
 * yet, so the date is the judge, not the state alone). Null when they may.
 */
export function decisionRefusal(
  quotation: DecidedQuotation,
  version: number,
  today: string,
): QuotationDecisionRefusal | null {
  if (quotation.state === 'expired') return 'QUOTATION_EXPIRED';
  if (quotation.state !== 'sent') return 'QUOTATION_NOT_OPEN';
  if (quotation.sentVersion !== version) return 'QUOTATION_VERSION_NOT_SENT';
  if (quotation.validUntil === null || today > quotation.validUntil) return 'QUOTATION_EXPIRED';
  return null;
}

/**
 * The first position among `chosen` that is not an optional line of the version (the customer may
 * tick only those), or null when every choice is one.
 */
export function unknownChoice(
  lines: ReadonlyArray<{ position: number; optional: boolean }>,
  chosen: readonly number[],
): number | null {
  const optional = new Set(lines.filter((line) => line.optional).map((line) => line.position));
  return chosen.find((position) => !optional.has(position)) ?? null;
}

/** The lines an approval takes: every line that is not optional, and the optional ones chosen. */
export function takenLines<L extends { position: number; optional: boolean }>(
  lines: readonly L[],
  chosen: readonly number[],
): L[] {
  const ticked = new Set(chosen);
  return lines.filter((line) => !line.optional || ticked.has(line.position));
}
