import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';
import {
  paymentSlipActionPath,
  paymentSlipFilePath,
  rejectSlipRequestSchema,
  slipVerificationSchema,
} from './payment-slips';

describe('payment slips', () => {
  it('takes what the operator read from the slip: satang, an instant, a bank of the list', () => {
    const read = {
      amount_satang: 125_050,
      transferred_at: '2031-06-10T10:15:00+07:00',
      bank: 'SCB',
      reference: ' 0123456789 ',
    };
    expect(slipVerificationSchema.parse(read)).toEqual({ ...read, reference: '0123456789' });
    expect(slipVerificationSchema.safeParse({ ...read, bank: 'PAYPAL' }).success).toBe(false);
    expect(slipVerificationSchema.safeParse({ ...read, amount_satang: 1.5 }).success).toBe(false);
    expect(slipVerificationSchema.safeParse({ ...read, reference: ' ' }).success).toBe(false);
  });

  it('asks a reason to reject a slip', () => {
    expect(rejectSlipRequestSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(rejectSlipRequestSchema.parse({ reason: ' ยอดไม่ตรง ' })).toEqual({ reason: 'ยอดไม่ตรง' });
  });

  it('spells the slip paths', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(paymentSlipFilePath('CO310610000001', id)).toBe(
      `/b2b/v2/carts/CO310610000001/payment-slips/${id}`,
    );
    expect(paymentSlipActionPath('reject', id)).toBe(`/ops/v1/payments/slips/${id}/reject`);
  });

  it('names bank transfer in both languages where a coupon asks for it', () => {
    expect(errorMessage('PAYMENT_SLIP_REQUIRED', 'th')).toBe('การโอนเงินผ่านธนาคารชำระด้วยการแนบสลิป');
    expect(errorMessage('NOT_A_SLIP', 'en')).toBe(
      'This file is not a slip. Please choose a JPEG, PNG or WebP image or a PDF.',
    );
  });
});
