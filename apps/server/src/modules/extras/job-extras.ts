import type { AddExtrasRequest, ExtraApproval, JobExtras } from '@changdee/contract/extras';
import { firstName } from '@changdee/domain/job-report';
import type { Database, DbExecutor } from '../../db/client';
import { signatureBytes } from '../../lib/images/signature-image';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { activeAddOnsOf } from '../add-ons-admin/service';
import * as orders from '../orders/service';
import { orderExtrasView } from './view';

// The technician's extras on their job (decision 080): what the installation may take, adding
// extras, and the customer's answer on the technician's phone. The order policy's `read` decides
// which jobs (a technician: their team's; another team's is 404 ORDER_NOT_FOUND), under the order's
// row lock for every change; the route lets in Technicians and Operators only.

/** The job's extras with the add-ons of its installation's work types. */
async function jobView(db: DbExecutor, order: orders.OrderRow): Promise<JobExtras> {
  const workTypes = await orders.installationWorkTypes(db, order.orderNo);
  const addOns = workTypes.length > 0 ? await activeAddOnsOf(db, workTypes) : [];
  return {
    ...(await orderExtrasView(db, order)),
    work_types: workTypes,
    add_ons: addOns,
  };
}

/** GET /ops/v1/jobs/{no}/extras. */
export async function readJobExtras(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
): Promise<JobExtras> {
  const { order } = await orders.orderFor(db, caller, orderNo, 'read');
  return jobView(db, order);
}

/** A change of the job's extras by the person holding the phone, in one transaction. */
function onTheJob(
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  change: (
    tx: DbExecutor,
    order: orders.OrderRow,
    actor: Awaited<ReturnType<typeof orders.actingPerson>>,
    technician: string | null,
  ) => Promise<unknown>,
): Promise<JobExtras> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orders.orderFor(tx, caller, orderNo, 'read', { lock: true });
      const actor = await orders.actingPerson(tx, caller, order, undefined);
      const technician = caller.role === 'Technician' ? firstName(actor.name) : null;
      await change(tx, order, actor, technician);
      return jobView(tx, order);
    }),
  );
}

/** POST /ops/v1/jobs/{no}/extras: extras priced by the server, waiting for the customer. */
export const addJobExtras = (
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  request: AddExtrasRequest,
) =>
  onTheJob(db, caller, orderNo, (tx, order, actor, technician) =>
    orders.addExtras(tx, order, request, actor, technician),
  );

/**
 * POST …/extras/{id}/approval: the customer signs on the technician's phone. The signature is
 * checked by its bytes before the transaction, so a refused one takes no lock and saves nothing.
 */
export async function approveOnPhone(
  db: Database,
  caller: orders.Caller,
  target: { cartOrderNo: string; extraId: string },
  approval: ExtraApproval & { device: string | null },
): Promise<JobExtras> {
  const signature = await signatureBytes(approval.signature);
  return onTheJob(db, caller, target.cartOrderNo, (tx, order, actor, technician) =>
    orders.decideExtra(
      tx,
      { order, extraId: target.extraId, place: 'technician_phone', actor, technician },
      { kind: 'approve', name: approval.name, signature, device: approval.device },
    ),
  );
}

/** POST …/extras/{id}/decline: the customer says no on the technician's phone. */
export const declineOnPhone = (
  db: Database,
  caller: orders.Caller,
  target: { cartOrderNo: string; extraId: string },
) =>
  onTheJob(db, caller, target.cartOrderNo, (tx, order, actor, technician) =>
    orders.decideExtra(
      tx,
      { order, extraId: target.extraId, place: 'technician_phone', actor, technician },
      { kind: 'decline' },
    ),
  );
