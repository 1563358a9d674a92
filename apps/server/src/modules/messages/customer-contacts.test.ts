import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@changdee/contract/envelope';
import { cartOrderResponseSchema, orderPaths } from '@changdee/contract/orders';
import { messages, orders } from '../../db/schema';
import { messagesKit, type MessagesKit } from '../../../test/messages-kit';
import { sendMessages } from './service';

// Phones and e-mails as people write them, through the API (issue 28 item 4, decision 059): a
// customer's mobile in any common form is stored as 0812345678 and texted as 66812345678; a
// landline, a short or long number or a foreign one is refused with the field's words; a second
// phone may be a landline and is never texted; e-mail is what the HTML standard's input takes.

let env: MessagesKit;
let day = 0;

beforeAll(async () => {
  env = await messagesKit('CT-CONTACTS');
});
afterAll(() => env.close());

function order(customer: Record<string, unknown>) {
  day += 1;
  const base = env.kit.payload({
    expected_date: { date: `2031-11-${String(day).padStart(2, '0')}`, time: '1' },
  });
  return env.kit.post(orderPaths.create, { ...base, customer: { ...base.customer, ...customer } });
}

const storedCustomer = async (orderNo: string) => {
  const [row] = await env.kit.db
    .select({ mobile: orders.mobile, mobile2: orders.mobile2 })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row!;
};

describe('a customer’s mobile', () => {
  it.each([
    '0812345678',
    '081-234-5678',
    '081 234 5678',
    '+66812345678',
    '+66 81 234 5678',
    '66812345678',
  ])('written %s is kept as 0812345678 and texted as 66812345678', async (written) => {
    const placed = await order({ mobile: written });
    expect(placed.statusCode, placed.body).toBe(200);
    const { cartOrderNo } = cartOrderResponseSchema.parse(placed.json()).data;
    expect((await storedCustomer(cartOrderNo)).mobile).toBe('0812345678');

    const sms = await env.kit.db
      .select({ id: messages.id, key: messages.idempotencyKey })
      .from(messages)
      .where(eq(messages.orderNo, cartOrderNo));
    await sendMessages(
      env.kit.db,
      sms.map((row) => row.id),
      {
        config: env.kit.app.config,
        log: env.kit.app.log,
        signal: new AbortController().signal,
        lastTry: false,
      },
    );
    const texted = env.standIn.calls.filter(
      (call) => call.channel === 'sms' && sms.some((row) => row.key === call.key),
    );
    expect(texted.map((call) => (call.body as { to: string }).to)).toEqual(['66812345678']);
  });

  it.each([
    ['021234567', 'เบอร์โทรศัพท์บ้าน'],
    ['02-123-4567', 'เบอร์โทรศัพท์บ้าน'],
    ['0712345678', 'เบอร์มือถือของไทย 10 หลัก'],
    ['081234567', 'เบอร์มือถือของไทย 10 หลัก'],
    ['08123456789', 'เบอร์มือถือของไทย 10 หลัก'],
    ['+1 202 555 0100', 'เบอร์มือถือของไทย 10 หลัก'],
    ['08l-234-5678', 'เบอร์มือถือของไทย 10 หลัก'],
  ])('written %s is refused with 400 and its words (%s)', async (written, words) => {
    const placed = await order({ mobile: written });
    expect(placed.statusCode).toBe(400);
    const body = errorBodySchema.parse(placed.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body.details)).toContain('customer.mobile');
    expect(body.message + JSON.stringify(body.details)).toContain(words);
  });

  it('a second phone may be a landline, kept as its digits and never texted', async () => {
    const placed = await order({ mobile: '0891234567', mobile2: '02-123-4567' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { cartOrderNo } = cartOrderResponseSchema.parse(placed.json()).data;
    expect(await storedCustomer(cartOrderNo)).toEqual({
      mobile: '0891234567',
      mobile2: '021234567',
    });
  });
});

describe('a customer’s e-mail', () => {
  it.each([
    'user+tag@example.com',
    'info@changdee.online',
    'somchai_j@mail.company',
    "o'neil@example.com",
  ])('%s is taken', async (email) => {
    const placed = await order({ email });
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it.each(['a@', '@b.com', 'a b@c.com', 'a@b@c.com'])('%s is refused', async (email) => {
    const placed = await order({ email });
    expect(placed.statusCode).toBe(400);
    expect(JSON.stringify(errorBodySchema.parse(placed.json()).details)).toContain(
      'customer.email',
    );
  });
});
