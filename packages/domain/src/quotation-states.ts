// A quotation's life (issue 31, docs/decisions/072). A technician saves drafts (each save a new
// version) and sends one; the customer approves or declines it, or its validity runs out. A
// quotation that was sent, declined or expired may be changed: the change is a new version, back
// to draft, to be sent again. Approved is final (it books the installation).

export const QUOTATION_STATES = ['draft', 'sent', 'approved', 'declined', 'expired'] as const;
export type QuotationState = (typeof QUOTATION_STATES)[number];

/** What happens to a quotation; each event moves it from some states to one. */
export const QUOTATION_EVENTS = ['revise', 'send', 'approve', 'decline', 'expire'] as const;
export type QuotationEvent = (typeof QUOTATION_EVENTS)[number];

/** The state each event leads to (a Record: an event without one does not compile). */
const EVENT_TARGETS: Readonly<Record<QuotationEvent, QuotationState>> = {
  revise: 'draft',
  send: 'sent',
  approve: 'approved',
  decline: 'declined',
  expire: 'expired',
};

/** The state an event leads to, exhaustively. */
export const quotationEventTarget = (event: QuotationEvent): QuotationState => EVENT_TARGETS[event];

/** The events each state allows (the transitions of the machine). */
export const QUOTATION_TRANSITIONS: Readonly<Record<QuotationState, readonly QuotationEvent[]>> = {
  draft: ['revise', 'send'],
  sent: ['revise', 'approve', 'decline', 'expire'],
  approved: [],
  declined: ['revise'],
  expired: ['revise'],
};

/** The state after `event`, or null when `state` does not allow it. */
export function quotationTransition(
  state: QuotationState,
  event: QuotationEvent,
): QuotationState | null {
  return QUOTATION_TRANSITIONS[state].includes(event) ? quotationEventTarget(event) : null;
}

/** Days a quotation stays valid once sent, unless the technician says otherwise. */
export const QUOTATION_VALIDITY_DEFAULT_DAYS = 14;
export const QUOTATION_VALIDITY_MAX_DAYS = 90;
/** The customer is reminded this many days before a sent quotation's validity ends. */
export const QUOTATION_REMINDER_DAYS_BEFORE = 3;

/** At most this many lines and survey photos on one version. */
export const QUOTATION_LINES_MAX = 30;
export const QUOTATION_PHOTOS_MAX = 10;
export const QUOTATION_NOTE_MAX = 1_000;
