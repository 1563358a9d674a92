import { isCartOrderNumberFormat } from '@changdee/domain/order-number';
import {
  ACTION_STATUS,
  can,
  type OrderAction,
  type PolicyActor,
  type PolicyOrder,
  type Refusal,
} from '@changdee/domain/order-policy';
import { requiresPaymentBeforeJob } from '@changdee/domain/payment-methods';
import { isShopRole } from '@changdee/domain/roles';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';

// The server's side of the order policy (packages/domain/src/order-policy.ts, docs/decisions/036):
// the caller and the order as the policy reads them, its refusal as an HTTP answer, and the person
// a change is recorded under. Nothing here decides who may do what.

export type Caller = Pick<AuthContext, 'userId' | 'userName' | 'role' | 'storeIds' | 'channels'>;

/** Who a change of an order is recorded under. */
export interface Actor {
  userId: string;
  /** The person: the acting employee of a shop login, the user otherwise. */
  name: string;
  /** The login used (a store's shared login, an operator's own). */
  login?: string;
  employeeId?: string | null;
}

/** The policy's refusals as the API's codes: 404, 403, then the order's state (409). */
function refusalError(reason: Refusal, order: PolicyOrder, action: OrderAction): AppError {
  switch (reason) {
    case 'not_found':
      return new AppError('ORDER_NOT_FOUND');
    case 'forbidden':
      return new AppError('ACTION_NOT_ALLOWED', { details: { action } });
    case 'status':
      return new AppError('ORDER_STATUS_NOT_ALLOWED', {
        params: { from: order.status, to: ACTION_STATUS[action] ?? action },
      });
    case 'closed':
      return new AppError('ORDER_CLOSED');
    case 'already_paid':
      return new AppError('ORDER_ALREADY_PAID');
    case 'payment_required':
      return new AppError('ORDER_PAYMENT_REQUIRED');
    case 'contractor_required':
      return new AppError('CONTRACTOR_REQUIRED');
    case 'no_refund_due':
      return new AppError('REFUND_NOT_DUE');
  }
}

/** The caller as the policy reads them; a technician's team from the database. */
export async function policyActor(db: DbExecutor, caller: Caller): Promise<PolicyActor> {
  return {
    role: caller.role,
    storeIds: caller.storeIds,
    channels: caller.channels,
    teamId: caller.role === 'Technician' ? await repository.teamOf(db, caller.userId) : null,
  };
}

/** The order as the policy reads it. */
export async function policyOrder(
  db: DbExecutor,
  order: repository.OrderRow,
): Promise<PolicyOrder> {
  return {
    storeId: order.storeId,
    channelCode: order.channelCode,
    status: order.status,
    paymentState: order.paymentState,
    requiresOnlinePayment: requiresPaymentBeforeJob(order.requestedPayment),
    contractorId: await repository.bookedContractorId(db, order.orderNo),
  };
}

/**
 * The order when the policy lets the caller do `action` to it now; its refusal otherwise (an order
 * the caller may not read, or none, is ORDER_NOT_FOUND either way). `lock`: the order's row stays
 * locked until the transaction ends.
 */
export async function orderFor(
  db: DbExecutor,
  caller: Caller,
  orderNo: string,
  action: OrderAction,
  options: { lock?: boolean } = {},
): Promise<{ order: repository.OrderRow; facts: PolicyOrder }> {
  const number = orderNo.trim();
  if (!isCartOrderNumberFormat(number)) throw new AppError('ORDER_NOT_FOUND');
  const order = await repository.findOrder(db, number, options);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const facts = await policyOrder(db, order);
  const decision = can(await policyActor(db, caller), action, facts);
  if (!decision.allowed) throw refusalError(decision.reason, facts, action);
  return { order, facts };
}

/**
 * The person a change is recorded under. A shop login is a store's shared account: the request
 * names the employee acting (the one chosen in the header), who must work for the order's store.
 * Everyone else acts as themselves.
 */
export async function actingPerson(
  db: DbExecutor,
  caller: Caller,
  order: repository.OrderRow,
  employeeCode: string | undefined,
): Promise<Actor> {
  if (isShopRole(caller.role)) {
    if (!employeeCode)
      throw new AppError('VALIDATION_FAILED', {
        field: 'employee_code',
        fieldIssue: 'issue.actingEmployee',
      });
    const employee = await repository.activeEmployee(db, order.storeId, employeeCode);
    if (!employee) throw new AppError('SELLER_NOT_FOUND', { field: 'employee_code' });
    return {
      userId: caller.userId,
      name: employee.name,
      login: caller.userName,
      employeeId: employee.id,
    };
  }
  const name = (await repository.userDisplayName(db, caller.userId)) ?? caller.userName;
  return { userId: caller.userId, name, login: caller.userName, employeeId: null };
}

/** The person a change is recorded under when the caller acts for themselves. */
export const actorOf = (caller: Caller): Actor => ({
  userId: caller.userId,
  name: caller.userName,
  login: caller.userName,
});
