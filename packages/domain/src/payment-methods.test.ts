import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './order-status';
import {
  isAwaitingMoney,
  lastSlipRejection,
  methodsWhere,
  PAYMENT_SLIP_STATES,
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

  it('waits for an operator to verify a bank transfer’s slip, without a hold', () => {
    expect(paymentWayRules('bank_transfer')).toEqual({
      action: 'pay_bank_transfer',
      receivedAtOnce: false,
      needsReference: false,
      paidBeforeJob: true,
      releasedWhenHoldEnds: false,
    });
    expect(isAwaitingMoney('bank_transfer')).toBe(true);
  });

  it('keeps a slip waiting until it is confirmed or rejected', () => {
    expect(PAYMENT_SLIP_STATES).toEqual(['waiting', 'confirmed', 'rejected']);
  });

  it('reads the last slip’s rejection from the history, until the payment moves on', () => {
    const rejected = { kind: 'payment', from: 'pending', to: 'unpaid', reason: 'ยอดไม่ตรง' };
    expect(lastSlipRejection([{ kind: 'status', from: null, to: 'created' }, rejected])).toBe(
      'ยอดไม่ตรง',
    );
    const attachedAgain = { kind: 'payment', from: 'unpaid', to: 'pending' };
    expect(lastSlipRejection([rejected, attachedAgain])).toBeNull();
    expect(lastSlipRejection([])).toBeNull();
  });

  it('names the ways paid before the job', () => {
    expect(methodsWhere('paidBeforeJob')).toEqual(['promptpay', 'bank_transfer']);
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
