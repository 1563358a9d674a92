import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { cartOrderPath, cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import { paymentPaths } from '@changdee/contract/payments';
import { trackingLinkPath, trackingLinkResponseSchema } from '@changdee/contract/tracking';
import { contractorMembers } from '../src/db/schema/contractors';
import { stores } from '../src/db/schema/identity';
import { orderChanges, orders as orderRows } from '../src/db/schema/orders';
import { DEMO_STORES } from '../src/db/seed/demo-keys';
import { issueDueDocuments } from '../src/modules/documents/issuing';
import { ORDER_NOW, roomyTeamKit, type OrderKit } from './order-kit';
import { webhookHeaders } from './webhook-headers';
import { SIGNED } from './signatures';

// Orders of Bang Na in every state an answer shows them in, placed and moved through the API
// (the documents issued as their job would): unpaid (no payment method yet), paid by PromptPay
// through the signed webhook, paid at the store, cancelled unpaid, paid then cancelled with part
// of it refunded, a job done by the demo technician with a photo; and an unpaid order of the
// external brand's shop (placed as Bang Na's, then moved there: the brand's login may not order).
// For tests that check answers in all their states (test/openapi-answers.test.ts).
//
//   const states = await orderStatesKit('CT-OAS');  // … states.orders.unpaid …
//   await states.close();

export const STATES_WEBHOOK_SECRET = 'order-states-webhook-secret-0123456789abcdef';

export const ORDER_STATES = [
  'unpaid',
  'paidByPromptPay',
  'paidAtStore',
  'cancelledUnpaid',
  'partlyRefunded',
  'completed',
  'brandShop',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export interface OrderStates {
  kit: OrderKit;
  /** The team of the kit; the demo technician is one of it until close(). */
  teamId: string;
  orders: Record<OrderState, string>;
  /** Each order's tracking token (its link, as the clerk is given it). */
  tokens: Record<OrderState, string>;
  /** The completed job's photo. */
  photoId: string;
  close(): Promise<void>;
}

export async function orderStatesKit(team: string): Promise<OrderStates> {
  const kit = await roomyTeamKit(team, { PAYMENT_WEBHOOK_SECRET: STATES_WEBHOOK_SECRET });
  const teamId = kit.contractors[team]!;
  const [membership] = await kit.db
    .select()
    .from(contractorMembers)
    .where(eq(contractorMembers.userId, kit.technician.userId));
  const close = async () => {
    if (membership) await setTechnicianTeam(kit, membership.contractorId);
    await kit.close();
  };
  try {
    await setTechnicianTeam(kit, teamId);
    return { kit, teamId, ...(await moveIntoStates(kit, teamId)), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function moveIntoStates(kit: OrderKit, teamId: string) {
  const orders = {} as Record<OrderState, string>;
  for (const state of ORDER_STATES) orders[state] = await placeOrder(kit);
  await payByPromptPay(kit, orders.paidByPromptPay);
  await payAtStore(kit, orders.paidAtStore);
  await cancel(kit, orders.cancelledUnpaid);
  await payAtStore(kit, orders.partlyRefunded);
  await cancel(kit, orders.partlyRefunded);
  await ok(
    kit.post(
      paymentPaths.refund.replace(':cartOrderNo', orders.partlyRefunded),
      { amount: 100, reason: 'ลูกค้ายกเลิก', reference: 'TRF-OAS-1' },
      { as: kit.operator },
    ),
  );
  const photoId = await completeJob(kit, orders.completed, teamId);
  for (const no of [orders.paidByPromptPay, orders.paidAtStore, orders.partlyRefunded])
    await issueDueDocuments(kit.db, no, kit.app.config.seller, ORDER_NOW);
  await moveToBrandShop(kit, orders.brandShop);
  // The database stamps the history with its own clock; the kit's app lives at ORDER_NOW, and
  // counts a tracking link's end from the order's last change.
  await kit.db
    .update(orderChanges)
    .set({ at: ORDER_NOW })
    .where(inArray(orderChanges.orderNo, Object.values(orders)));

  const tokens = {} as Record<OrderState, string>;
  for (const state of ORDER_STATES) tokens[state] = await trackingToken(kit, orders[state]);
  return { orders, tokens, photoId };
}

async function moveToBrandShop(kit: OrderKit, cartOrderNo: string) {
  const [shop] = await kit.db.select().from(stores).where(eq(stores.code, DEMO_STORES.brandShop));
  await kit.db
    .update(orderRows)
    .set({ storeId: shop!.id, channelCode: shop!.channelCode, sellerBranchUuid: shop!.branchUuid })
    .where(eq(orderRows.orderNo, cartOrderNo));
}

async function ok(pending: Promise<{ statusCode: number; body: string }>) {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const setTechnicianTeam = (kit: OrderKit, teamId: string) =>
  kit.db
    .update(contractorMembers)
    .set({ contractorId: teamId })
    .where(eq(contractorMembers.userId, kit.technician.userId));

async function placeOrder(kit: OrderKit): Promise<string> {
  const response = await ok(kit.post(orderPaths.create, kit.payload()));
  return cartOrderResponseSchema.parse(JSON.parse(response.body)).data.cartOrderNo;
}

async function payAtStore(kit: OrderKit, cartOrderNo: string) {
  await ok(
    kit.post(orderPaths.payment, {
      cartOrderNo,
      method: 'store',
      reference: `RC-${cartOrderNo}`,
      employee_code: 'BN-002',
    }),
  );
}

/** The clerk shows the QR, then the provider's signed notice says the money arrived. */
async function payByPromptPay(kit: OrderKit, cartOrderNo: string) {
  await ok(
    kit.post(orderPaths.payment, { cartOrderNo, method: 'promptpay', employee_code: 'BN-002' }),
  );
  const order = cartOrderResponseSchema.parse(
    JSON.parse((await kit.get(cartOrderPath(cartOrderNo))).body),
  );
  const raw = JSON.stringify({
    event_id: `evt-${cartOrderNo}`,
    type: 'payment.succeeded',
    data: { cartOrderNo, amount: order.data.total_payable, reference: `PP-${cartOrderNo}` },
  });
  await ok(
    kit.app.inject({
      method: 'POST',
      url: orderPaths.paymentWebhook,
      headers: {
        'content-type': 'application/json',
        ...webhookHeaders(kit.app, STATES_WEBHOOK_SECRET, raw),
      },
      payload: raw,
    }),
  );
}

const cancel = (kit: OrderKit, cartOrderNo: string) =>
  ok(
    kit.post(
      orderPaths.updateStatus,
      { cartOrderNo, status: 'cancelled', reason: 'ลูกค้าย้ายบ้าน' },
      { as: kit.operator },
    ),
  );

/** Assigned to the team, walked by the technician, a photo, completed with a note and signed. */
async function completeJob(kit: OrderKit, cartOrderNo: string, teamId: string): Promise<string> {
  const ofOrder = (template: string) => template.replace(':cartOrderNo', cartOrderNo);
  await ok(
    kit.post(ofOrder(dispatchPaths.assign), { contractor_id: teamId }, { as: kit.operator }),
  );
  for (const status of ['scheduled', 'on_the_way', 'in_progress'])
    await ok(kit.post(ofOrder(dispatchPaths.jobStatus), { status }, { as: kit.technician }));
  const jpeg = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#3366cc' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'job.jpg');
  // The multipart body as a browser would send it.
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const uploaded = await ok(
    kit.app.inject({
      method: 'POST',
      url: ofOrder(dispatchPaths.jobPhotos),
      headers: {
        ...kit.technician.headers,
        'content-type': request.headers.get('content-type')!,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    }),
  );
  await ok(
    kit.post(
      ofOrder(dispatchPaths.jobStatus),
      { status: 'completed', note: 'ล้างแอร์ 2 เครื่อง', sign_off: SIGNED },
      { as: kit.technician },
    ),
  );
  return (JSON.parse(uploaded.body) as { data: { id: string } }).data.id;
}

async function trackingToken(kit: OrderKit, cartOrderNo: string): Promise<string> {
  const link = await ok(kit.get(trackingLinkPath(cartOrderNo), kit.operator));
  return trackingLinkResponseSchema.parse(JSON.parse(link.body)).data.url.th.split('/t/')[1]!;
}
