import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './order-status';
import {
  isAwaitingMoney,
  methodsWhere,
  PAYMENT_WAY_RULES,
  paymentWayRules,
  requiresPaymentBeforeJob,
} from './payment-methods';

describe('payment way rules', () => {
  it('has a row for every payment method and nothing else', () => {
    expect(Object.keys(PAYMENT_WAY_RULES).sort()).toEqual([...PAYMENT_METHODS].sort());
  });

  it('pays PromptPay later through a QR, before the job', () => {
    expect(paymentWayRules('promptpay')).toEqual({
      action: 'pay_promptpay',
      receivedAtOnce: false,
      needsReference: false,
      paidBeforeJob: true,
      releasedWhenHoldEnds: true,
    });
  });

  it('takes the store’s money at once, with its receipt number', () => {
    expect(paymentWayRules('store')).toEqual({
      action: 'pay_store',
      receivedAtOnce: true,
      needsReference: true,
      paidBeforeJob: false,
      releasedWhenHoldEnds: false,
    });
  });

  it('names the ways paid before the job', () => {
    expect(methodsWhere('paidBeforeJob')).toEqual(['promptpay']);
    expect(methodsWhere('releasedWhenHoldEnds')).toEqual(['promptpay']);
    expect(requiresPaymentBeforeJob('promptpay')).toBe(true);
    expect(requiresPaymentBeforeJob('store')).toBe(false);
    expect(requiresPaymentBeforeJob(null)).toBe(false);
  });

  it('waits for money only on a way that is not taken at once', () => {
    expect(isAwaitingMoney('promptpay')).toBe(true);
    expect(isAwaitingMoney('store')).toBe(false);
    expect(isAwaitingMoney(null)).toBe(false);
  });
});
