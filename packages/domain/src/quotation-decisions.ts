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
