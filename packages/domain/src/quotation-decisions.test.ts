import { describe, expect, it } from 'vitest';
import { QUOTATION_DECISION_CHANNELS, QUOTATION_DECISION_KINDS } from './quotation-decisions';

describe('a customer’s answer to a quotation', () => {
  it('is an approval, a decline or a change request, given on their page or at the counter', () => {
    expect(QUOTATION_DECISION_KINDS).toEqual(['approved', 'declined', 'change_requested']);
    expect(QUOTATION_DECISION_CHANNELS).toEqual(['customer_page', 'counter']);
  });
});
