import { awaitsCustomerConfirmation } from '@changdee/domain/sign-off';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import * as repository from '../repository';
import { confirmSignOff, signOffOf, type SignOffRow } from '../sign-offs-repository';

// The customer confirms on their tracking page a completion they were absent for (decision 078),
// kept on the sign-off's row (their name, signature, device and the time confirmed),
// signing with the same pad the technician's phone shows. Once: a second confirmation, or one of
// a job signed on the spot, is 409 SIGN_OFF_NOT_AWAITED.

/** The customer's signature (already checked) and the device it was drawn on. */
export interface CustomerSignature {
  name: string;
  signature: Buffer;
  device: string | null;
}

export async function confirmCompletion(
  db: Database,
  orderNo: string,
  signed: CustomerSignature,
): Promise<SignOffRow> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const order = await repository.findOrder(tx, orderNo, { lock: true });
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const current = await signOffOf(tx, order.orderNo);
      if (!awaitsCustomerConfirmation(order.status, current))
        throw new AppError('SIGN_OFF_NOT_AWAITED');
      if (!(await confirmSignOff(tx, order.orderNo, signed, new Date())))
        throw new AppError('SIGN_OFF_NOT_AWAITED');
      return (await signOffOf(tx, order.orderNo))!;
    }),
  );
}
