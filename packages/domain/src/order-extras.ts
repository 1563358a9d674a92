import {
  addOnAmount,
  checkAddOnQuantity,
  type AddOnQuantityRefusal,
  type AddOnRule,
} from './add-ons';
import type { OrderStatus } from './order-status';

// On-site extras (issue 31 item 5, docs/decisions/080): during an installation the technician
// adds add-ons of the order's work types; each is priced by the server (addOnAmount, satang),
// waits for the customer's consent, and is approved (then charged) or declined (never charged).
// The approved ones are money the order owes beside its catalogue price, in satang.

export const EXTRA_STATES = ['proposed', 'approved', 'declined'] as const;
export type ExtraState = (typeof EXTRA_STATES)[number];

/** Where the customer consented or declined: on the technician's phone, or their own page. */
export const EXTRA_DECISION_PLACES = ['technician_phone', 'tracking_page'] as const;
export type ExtraDecisionPlace = (typeof EXTRA_DECISION_PLACES)[number];

/** The extras' own money (satang): a charge per approved extra, and the difference received. */
export const EXTRA_ENTRY_KINDS = ['charged', 'received'] as const;
export type ExtraEntryKind = (typeof EXTRA_ENTRY_KINDS)[number];

/** At most this many extras in one request (a phone form, not a catalogue import). */
export const EXTRAS_PER_REQUEST_MAX = 10;

/** The product type whose lines make an order an installation (the catalogue's `I`). */
export const INSTALLATION_TYPE = 'I';

/** Extras are added while the technician is on site: the job has started and is not done. */
export const acceptsExtras = (status: OrderStatus): boolean => status === 'in_progress';

/** Only an extra still waiting for the customer may be approved or declined. */
export const awaitsConsent = (state: ExtraState): boolean => state === 'proposed';

/** Why an extra asked for is refused before it is priced. */
export type ExtraRefusal =
  | { reason: 'unavailable' }
  | { reason: 'other_work_type' }
  | { reason: 'quantity'; refusal: AddOnQuantityRefusal };

/**
 * An extra priced by the server, or why not: the add-on must be offered, of one of the order's
 * work types, in a quantity it allows; its amount is unit price × quantity (satang, halves up).
 */
export function priceExtra(
  addOn: AddOnRule | undefined,
  workTypes: ReadonlySet<string>,
  qty: number,
): { ok: true; amountSatang: number } | { ok: false; refusal: ExtraRefusal } {
  if (!addOn || !addOn.active) return { ok: false, refusal: { reason: 'unavailable' } };
  if (!workTypes.has(addOn.work_type)) return { ok: false, refusal: { reason: 'other_work_type' } };
  const refusal = checkAddOnQuantity(addOn, qty);
  if (refusal) return { ok: false, refusal: { reason: 'quantity', refusal } };
  return { ok: true, amountSatang: addOnAmount(addOn.unit_price_satang, qty) };
}

/** What the order's extras come to, in satang: approved (charged), received, and still due. */
export interface ExtrasMoney {
  proposedSatang: number;
  approvedSatang: number;
  receivedSatang: number;
  dueSatang: number;
}

/** The extras' totals from their states and the money received for them. */
export function extrasMoney(
  extras: readonly { state: ExtraState; amountSatang: number }[],
  receivedSatang: readonly number[],
): ExtrasMoney {
  const sum = (state: ExtraState) =>
    extras.reduce(
      (total, extra) => (extra.state === state ? total + extra.amountSatang : total),
      0,
    );
  const approvedSatang = sum('approved');
  const received = receivedSatang.reduce((total, amount) => total + amount, 0);
  return {
    proposedSatang: sum('proposed'),
    approvedSatang,
    receivedSatang: received,
    dueSatang: Math.max(0, approvedSatang - received),
  };
}
