/** The terms a quotation shows, in their order (their words: quotation.termsList.*). */
export const QUOTATION_TERMS = ['prices', 'validity', 'booking', 'extras'] as const;
