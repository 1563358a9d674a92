import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import * as slips from '../payment-slips-repository';
import * as repository from '../repository';

/**
 * A waiting slip and its order, both locked (the order first, as every change of an order takes
 * it): 404 PAYMENT_SLIP_NOT_FOUND, or 409 PAYMENT_SLIP_DECIDED once an operator has decided it.
 */
export async function lockedSlip(tx: DbExecutor, slipId: string) {
  const seen = await slips.findSlip(tx, slipId);
  if (!seen) throw new AppError('PAYMENT_SLIP_NOT_FOUND');
  const order = await repository.findOrder(tx, seen.orderNo, { lock: true });
  const slip = await slips.findSlip(tx, slipId, { lock: true });
  if (!order || !slip) throw new AppError('PAYMENT_SLIP_NOT_FOUND');
  if (slip.state !== 'waiting') throw new AppError('PAYMENT_SLIP_DECIDED');
  return { order, slip };
}
