import { describe, expect, it } from 'vitest';
import {
  amountOwed,
  hasReceivedPayment,
  paymentSummary,
  refundRefusal,
  type LedgerAmount,
} from './payment-ledger';

const received = (amount: number): LedgerAmount => ({ kind: 'received', amount });
const refunded = (amount: number): LedgerAmount => ({ kind: 'refunded', amount });
const facts = (entries: LedgerAmount[], more: { cancelled?: boolean; qr?: boolean } = {}) => ({
  status: more.cancelled ? ('cancelled' as const) : ('created' as const),
  totalPayable: 1290,
  qrIssued: more.qr ?? false,
  entries,
});

describe('an order’s payment state from its money entries', () => {
  it('owes its total payable until it is cancelled', () => {
    expect(amountOwed('scheduled', 1290)).toBe(1290);
    expect(amountOwed('cancelled', 1290)).toBe(0);
  });

  it('is unpaid, or pending once a QR was issued, until money comes', () => {
    expect(paymentSummary(facts([]))).toEqual({
      state: 'unpaid',
      owed: 1290,
      received: 0,
      refunded: 0,
      refundDue: 0,
    });
    expect(paymentSummary(facts([], { qr: true })).state).toBe('pending');
    expect(paymentSummary(facts([], { cancelled: true })).state).toBe('unpaid');
  });

  it('is paid by one payment of what is owed, even of nothing', () => {
    expect(paymentSummary(facts([received(1290)])).state).toBe('paid');
    expect(paymentSummary({ ...facts([received(0)]), totalPayable: 0 }).state).toBe('paid');
    // Less than owed is not paid (a provider's amount is checked, so only in theory).
    expect(paymentSummary(facts([received(1000)], { qr: true })).state).toBe('pending');
  });

  it('has a refund due for a second payment or a payment on a cancelled order', () => {
    expect(paymentSummary(facts([received(1290), received(1290)]))).toMatchObject({
      state: 'refund_due',
      received: 2580,
      refundDue: 1290,
    });
    expect(paymentSummary(facts([received(1290)], { cancelled: true }))).toMatchObject({
      state: 'refund_due',
      owed: 0,
      refundDue: 1290,
    });
  });

  it('is paid again once the extra is refunded, refunded once a cancelled order’s money is', () => {
    const twice = [received(1290), received(1290)];
    expect(paymentSummary(facts([...twice, refunded(290)]))).toMatchObject({
      state: 'refund_due',
      refundDue: 1000,
    });
    expect(paymentSummary(facts([...twice, refunded(1290)])).state).toBe('paid');
    expect(
      paymentSummary(facts([received(1290), refunded(1290)], { cancelled: true })),
    ).toMatchObject({ state: 'refunded', refunded: 1290, refundDue: 0 });
  });

  it('names the states where the money has come', () => {
    expect(['unpaid', 'pending'].map((s) => hasReceivedPayment(s as 'unpaid'))).toEqual([
      false,
      false,
    ]);
    for (const state of ['paid', 'refund_due', 'refunded'] as const)
      expect(hasReceivedPayment(state)).toBe(true);
  });

  it('refunds no more than is due, and nothing when nothing is', () => {
    const due = paymentSummary(facts([received(1290)], { cancelled: true }));
    expect(refundRefusal(due, 1290)).toBeNull();
    expect(refundRefusal(due, 1)).toBeNull();
    expect(refundRefusal(due, 1291)).toBe('exceeds_due');
    expect(refundRefusal(paymentSummary(facts([received(1290)])), 1)).toBe('not_due');
  });
});
