import type {
  CounterApproval,
  CustomerQuotation,
  QuotationPriceRequest,
} from '@changdee/contract/quotation-decisions';
import type { Database, DbExecutor } from '../../db/client';
import { signatureBytes } from '../../lib/images/signature-image';
import * as orders from '../orders/service';
import { approveQuotation } from './approve-quotation';
import { customerQuotation, priceChoice } from './customer-quotation';

// The survey's quotation on the store's order pages (issue 31 item 3, decision 079): whoever may
// read the order reads it; a store's clerk records the customer's signed approval at the counter
// (the order policy's `approve_quotation`: their own store's orders), under the acting employee.

/** GET carts/{no}/quotation: a survey's, or the one an installation was booked by. */
export async function storeQuotation(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
): Promise<CustomerQuotation> {
  const { order } = await orders.orderFor(db, caller, orderNo, 'read');
  return customerQuotation(db, order.orderNo, { orBooked: true });
}

/** POST carts/{no}/quotation/price: the server's totals of the ticks at the counter. */
export async function storePrice(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  request: Required<QuotationPriceRequest>,
) {
  const { order } = await orders.orderFor(db, caller, orderNo, 'read');
  return priceChoice(db, order.orderNo, request);
}

/** POST carts/{no}/quotation/approval: the quotation after, with the installation booked. */
export async function approveAtCounter(
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  request: CounterApproval,
  context: { device: string | null; now: Date; orderNumberKey: string | null },
): Promise<CustomerQuotation> {
  const { order } = await orders.orderFor(db, caller, orderNo, 'approve_quotation');
  const person = await orders.actingPerson(db, caller, order, request.employee_code);
  // The image is checked before any lock is taken: a refused one saves nothing.
  const signature = await signatureBytes(request.signature);
  await approveQuotation(
    db,
    order.orderNo,
    request,
    {
      signature,
      approver: {
        channel: 'counter',
        actor: caller,
        historyName: person.name,
        device: context.device,
      },
    },
    { now: context.now, orderNumberKey: context.orderNumberKey, actor: person },
  );
  return customerQuotation(db, order.orderNo);
}
