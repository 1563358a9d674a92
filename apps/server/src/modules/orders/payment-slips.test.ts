import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths, type CartOrder } from '@changdee/contract/orders';
import {
  paymentSlipActionPath,
  paymentSlipPaths,
  paymentSlipResponseSchema,
  waitingSlipsResponseSchema,
} from '@changdee/contract/payment-slips';
import { messages } from '../../db/schema/messages';
import { trackingLink } from '../tracking-links/service';
import { testDriver } from '../../../test/context';
import { ROOMY_DISTRICT, roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import type { SignedIn } from '../../../test/sign-in';

// A bank transfer with a slip (issue 30 item 3, decision 069), through the real routes and
// database: the clerk's and the customer's slips, the upload rules, the order pending, an
// operator's confirmation (paid, the customer's message) and rejection (unpaid, the reason told),
// two operators at once, and who may verify.

const TEAM = 'CT-SLIPS';
const SELLER = 'BN-002';
let kit: OrderKit;
let day = 0;

beforeAll(async () => {
  kit = await roomyTeamKit(TEAM);
});
afterAll(async () => {
  await kit.close();
});

const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

/** A bank-transfer order of Bang Na on a date of its own. */
async function bankTransferOrder(): Promise<CartOrder> {
  day += 1;
  const date = new Date(Date.UTC(2031, 8, day)).toISOString().slice(0, 10);
  const created = await kit.post(
    orderPaths.create,
    kit.payload({
      district: ROOMY_DISTRICT,
      expected_date: { date, time: '1' },
      requested_payment: 'bank_transfer',
    }),
  );
  expect(created.statusCode, created.body).toBe(200);
  return cartOrderResponseSchema.parse(created.json()).data;
}

const readOrder = async (no: string) =>
  cartOrderResponseSchema.parse((await kit.get(orderPaths.get.replace(':cartOrderNo', no))).json())
    .data;

/** A multipart body with the acting employee and one file. */
function form(file: Buffer, fields: Record<string, string> = { employee_code: SELLER }) {
  const boundary = `----slips${randomUUID()}`;
  const head = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(
      `${head.join('')}--${boundary}\r\nContent-Disposition: form-data; name="slip"; ` +
        'filename="slip"\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const upload = (
  url: string,
  file: Buffer,
  as: SignedIn | null,
  fields?: Record<string, string>,
) => {
  const { body, type } = form(file, fields);
  return kit.app.inject({
    method: 'POST',
    url,
    headers: { ...(as?.headers ?? {}), 'content-type': type, 'accept-language': 'en' },
    payload: body,
  });
};

const attachAsClerk = (no: string, file: Buffer) =>
  upload(paymentSlipPaths.attach.replace(':cartOrderNo', no), file, kit.sales);

const png = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const verification = (amountSatang: number) => ({
  amount_satang: amountSatang,
  transferred_at: '2031-06-10T10:15:00+07:00',
  bank: 'KBANK',
  reference: 'KB-20310610-0001',
});

const confirm = (slipId: string, body: unknown, as = kit.operator) =>
  kit.post(paymentSlipActionPath('confirm', slipId), body, { as });
const reject = (slipId: string, reason: string, as = kit.operator) =>
  kit.post(paymentSlipActionPath('reject', slipId), { reason }, { as });

/** The customer's messages of an event for the order. */
const messagesOf = async (no: string, event: 'paid' | 'payment_slip_rejected') =>
  kit.db
    .select({ reason: messages.reason, amount: messages.amount, channel: messages.channel })
    .from(messages)
    .where(and(eq(messages.orderNo, no), eq(messages.event, event)));

describe(`a bank transfer’s slip: attaching it (${testDriver()})`, () => {
  it('keeps the clerk’s photo as WebP and makes the payment pending', async () => {
    const order = await bankTransferOrder();
    expect(order.requested_payment).toBe('bank_transfer');
    expect(order.payment).toMatchObject({ state: 'unpaid', method: null });
    const attached = await attachAsClerk(order.cartOrderNo, await png());
    expect(attached.statusCode, attached.body).toBe(200);
    const slip = paymentSlipResponseSchema.parse(attached.json()).data;
    expect(slip).toMatchObject({
      cartOrderNo: order.cartOrderNo,
      state: 'waiting',
      content_type: 'image/webp',
      attached_by: 'store',
      verification: null,
      reject_reason: null,
    });
    expect((await readOrder(order.cartOrderNo)).payment).toMatchObject({
      state: 'pending',
      method: 'bank_transfer',
    });
    const file = await kit.app.inject({ method: 'GET', url: slip.url, headers: kit.sales.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('keeps a PDF as sent, and refuses a second slip while one waits', async () => {
    const order = await bankTransferOrder();
    const attached = await attachAsClerk(order.cartOrderNo, PDF);
    expect(attached.statusCode, attached.body).toBe(200);
    const slip = paymentSlipResponseSchema.parse(attached.json()).data;
    expect(slip.content_type).toBe('application/pdf');
    const file = await kit.app.inject({ method: 'GET', url: slip.url, headers: kit.sales.headers });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const second = await attachAsClerk(order.cartOrderNo, PDF);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'PAYMENT_SLIP_WAITING',
      message: 'A slip is already waiting to be verified. Please wait for the result.',
    });
  });

  it('refuses a file that is neither a photo nor a PDF, by its bytes', async () => {
    const order = await bankTransferOrder();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await attachAsClerk(order.cartOrderNo, svg);
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused)).toMatchObject({
      code: 'NOT_A_SLIP',
      message: 'This file is not a slip. Please choose a JPEG, PNG or WebP image or a PDF.',
    });
    expect((await readOrder(order.cartOrderNo)).payment.state).toBe('unpaid');
  });

  it('takes the customer’s slip from their tracking link', async () => {
    const order = await bankTransferOrder();
    const links = await trackingLink(
      kit.db,
      {
        secret: kit.app.config.secrets.accessTokenSecret,
        publicBaseUrl: kit.app.config.publicBaseUrl,
      },
      order.cartOrderNo,
    );
    const token = links.th.split('/t/')[1]!;
    const url = paymentSlipPaths.attachByCustomer.replace(':token', token);
    const attached = await upload(url, PDF, null, {});
    expect(attached.statusCode, attached.body).toBe(200);
    expect(paymentSlipResponseSchema.parse(attached.json()).data).toMatchObject({
      attached_by: 'customer',
      state: 'waiting',
    });
  });
});

describe(`a bank transfer’s slip: verifying it (${testDriver()})`, () => {
  async function waitingSlip() {
    const order = await bankTransferOrder();
    const attached = await attachAsClerk(order.cartOrderNo, PDF);
    expect(attached.statusCode, attached.body).toBe(200);
    return { order, slip: paymentSlipResponseSchema.parse(attached.json()).data };
  }

  it('lists the waiting slip beside the order’s total, for operators only', async () => {
    const { order, slip } = await waitingSlip();
    const listed = await kit.get(paymentSlipPaths.waiting, kit.operator);
    expect(listed.statusCode, listed.body).toBe(200);
    const found = waitingSlipsResponseSchema
      .parse(listed.json())
      .data.slips.find((entry) => entry.id === slip.id);
    expect(found).toMatchObject({ total_payable: order.total_payable, state: 'waiting' });
    expect((await kit.get(paymentSlipPaths.waiting, kit.sales)).statusCode).toBe(403);
    const byClerk = await confirm(slip.id, verification(order.total_payable * 100), kit.sales);
    expect(byClerk.statusCode).toBe(403);
  });

  it('refuses an amount that is not the order’s total to the satang, recording nothing', async () => {
    const { order, slip } = await waitingSlip();
    const refused = await confirm(slip.id, verification(order.total_payable * 100 - 1));
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await readOrder(order.cartOrderNo)).payment.state).toBe('pending');
  });

  it('confirms: the order is paid by bank transfer and the customer is told', async () => {
    const { order, slip } = await waitingSlip();
    const confirmed = await confirm(slip.id, verification(order.total_payable * 100));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(paymentSlipResponseSchema.parse(confirmed.json()).data).toMatchObject({
      state: 'confirmed',
      verification: {
        amount_satang: order.total_payable * 100,
        bank: 'KBANK',
        reference: 'KB-20310610-0001',
      },
    });
    const paid = await readOrder(order.cartOrderNo);
    expect(paid.status).toBe(order.status);
    expect(paid.payment).toMatchObject({ state: 'paid', method: 'bank_transfer' });
    expect(paid.payment.entries.at(-1)).toMatchObject({
      kind: 'received',
      method: 'bank_transfer',
      amount: order.total_payable,
      reference: 'KB-20310610-0001',
    });
    expect((await messagesOf(order.cartOrderNo, 'paid'))[0]?.amount).toBe(order.total_payable);
  });

  it('rejects with a reason: unpaid again, the reason told, and a new slip may follow', async () => {
    const { order, slip } = await waitingSlip();
    const rejected = await reject(slip.id, 'ยอดเงินในสลิปไม่ตรงกับยอดสั่งซื้อ');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(paymentSlipResponseSchema.parse(rejected.json()).data).toMatchObject({
      state: 'rejected',
      reject_reason: 'ยอดเงินในสลิปไม่ตรงกับยอดสั่งซื้อ',
    });
    const unpaid = await readOrder(order.cartOrderNo);
    expect(unpaid.payment).toMatchObject({ state: 'unpaid', method: null });
    expect(unpaid.history.at(-1)).toMatchObject({
      kind: 'payment',
      from: 'pending',
      to: 'unpaid',
      reason: 'ยอดเงินในสลิปไม่ตรงกับยอดสั่งซื้อ',
    });
    const told = await messagesOf(order.cartOrderNo, 'payment_slip_rejected');
    expect(told.map((message) => message.reason)).toContain('ยอดเงินในสลิปไม่ตรงกับยอดสั่งซื้อ');
    const again = await attachAsClerk(order.cartOrderNo, PDF);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets exactly one of two operators confirming at once win; the other gets 409', async () => {
    const { order, slip } = await waitingSlip();
    const body = verification(order.total_payable * 100);
    const answers = await Promise.all([confirm(slip.id, body), confirm(slip.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(loser)).toMatchObject({
      code: 'PAYMENT_SLIP_DECIDED',
      message: 'สลิปนี้ได้รับการตรวจสอบแล้ว',
    });
    const paid = await readOrder(order.cartOrderNo);
    expect(paid.payment.entries.filter((entry) => entry.kind === 'received')).toHaveLength(1);
  });
});
