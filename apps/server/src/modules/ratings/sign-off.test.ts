import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchPaths } from '@changdee/contract/dispatch';
import { errorBodySchema } from '@changdee/contract/envelope';
import { opsOrderListResponseSchema, opsOrderPaths } from '@changdee/contract/ops-orders';
import {
  cartOrderPath,
  cartOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
} from '@changdee/contract/orders';
import {
  followUpResponseSchema,
  ratingsResponseSchema,
  signOffPaths,
  signOffResponseSchema,
  trackingRatingPath,
  trackingSignOffPath,
} from '@changdee/contract/sign-off';
import {
  trackingLinkPath,
  trackingLinkResponseSchema,
  trackingPagePath,
  trackingResponseSchema,
} from '@changdee/contract/tracking';
import { auditLog } from '../../db/schema/audit';
import { contractorMembers } from '../../db/schema/contractors';
import { messages } from '../../db/schema/messages';
import { orderEvents } from '../../db/schema/order-events';
import { orderSignOffs } from '../../db/schema/sign-offs';
import { ORDER_NOW, ROOMY_DISTRICT, roomyTeamKit, type OrderKit } from '../../../test/order-kit';
import { ABSENT, BLANK_SIGNATURE, DRAWN_SIGNATURE, SIGNED } from '../../../test/signatures';

// The customer's sign-off and rating (issue 31 item 6, decision 078) through the real routes and
// database: a completion refused for a signature that is not an image, too large, blank or
// missing (nothing saved), one signed and read back (the image's bytes, the name, the device),
// the messages in order (completed, then please rate), a completion sent twice with one key, the
// absent customer's later confirmation, ratings (bad stars, before completion, two at once), the
// low rating's follow-up in the operators' list, and the ratings per team and technician.

const TEAM = 'CT-SIGNOFF';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
let kit: OrderKit;
let day = 0;
let technicianTeam: string;

beforeAll(async () => {
  kit = await roomyTeamKit(TEAM);
  const [member] = await kit.db
    .select()
    .from(contractorMembers)
    .where(eq(contractorMembers.userId, kit.technician.userId));
  technicianTeam = member!.contractorId;
  await setTeam(kit.contractors[TEAM]!);
});
afterAll(async () => {
  await setTeam(technicianTeam);
  await kit.close();
});

const setTeam = (contractorId: string) =>
  kit.db
    .update(contractorMembers)
    .set({ contractorId })
    .where(eq(contractorMembers.userId, kit.technician.userId));

const pathOf = (template: string, no: string) => template.replace(':cartOrderNo', no);
const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

/** An order of the kit's team in progress with a photo, on a date of its own. */
async function jobInProgress(): Promise<string> {
  kit.app.clock.now = () => ORDER_NOW;
  day += 1;
  const date = new Date(Date.UTC(2031, 8, day)).toISOString().slice(0, 10);
  const created = await kit.post(
    orderPaths.create,
    kit.payload({ district: ROOMY_DISTRICT, expected_date: { date, time: '1' } }),
  );
  expect(created.statusCode, created.body).toBe(200);
  const no = cartOrderResponseSchema.parse(created.json()).data.cartOrderNo;
  const assigned = await kit.post(
    pathOf(dispatchPaths.assign, no),
    { contractor_id: kit.contractors[TEAM] },
    { as: kit.operator },
  );
  expect(assigned.statusCode, assigned.body).toBe(200);
  for (const status of ['scheduled', 'in_progress']) {
    const stepped = await step(no, { status });
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  await addPhoto(no);
  return no;
}

async function addPhoto(no: string) {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'job.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const uploaded = await kit.app.inject({
    method: 'POST',
    url: pathOf(dispatchPaths.jobPhotos, no),
    headers: {
      ...kit.technician.headers,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
}

const step = (no: string, body: object, options: { language?: string; key?: string } = {}) =>
  kit.post(pathOf(dispatchPaths.jobStatus, no), body, {
    as: kit.technician,
    headers: {
      'accept-language': options.language ?? 'en',
      'user-agent': PHONE,
      ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
    },
  });

const complete = (
  no: string,
  signOff: unknown,
  options: { language?: string; key?: string } = {},
) => step(no, { status: 'completed', note: 'ล้างแอร์ 2 เครื่อง', sign_off: signOff }, options);

async function tokenOf(no: string): Promise<string> {
  const link = await kit.get(trackingLinkPath(no), kit.operator);
  expect(link.statusCode, link.body).toBe(200);
  return trackingLinkResponseSchema.parse(link.json()).data.url.th.split('/t/')[1]!;
}

/**
 * The customer's page reads the clock to end the link days after the job ended; the job's steps
 * are stamped by the database (now), so the page is opened now too.
 */
const openedNow = () => {
  kit.app.clock.now = () => new Date();
};

function customer(url: string, payload: object, language = 'en') {
  openedNow();
  return kit.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language, 'user-agent': PHONE },
    remoteAddress: `198.51.100.${(day % 200) + 1}`,
  });
}

async function trackingPage(token: string) {
  openedNow();
  const page = await kit.app.inject({ method: 'GET', url: trackingPagePath(token) });
  expect(page.statusCode, page.body).toBe(200);
  return trackingResponseSchema.parse(page.json()).data;
}

const orderOf = async (no: string) =>
  cartOrderResponseSchema.parse((await kit.get(cartOrderPath(no), kit.operator)).json()).data;

describe('completing a job with the customer’s sign-off', () => {
  it('refuses a completion without a sign-off, a non-image, a large or a blank signature, saving nothing', async () => {
    const no = await jobInProgress();
    const missing = await step(no, { status: 'completed', note: 'เสร็จ' }, { language: 'th' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(errorOf(missing).details)).toContain(
      'กรุณาให้ลูกค้าเซ็นชื่อ หรือระบุเหตุผลที่ลูกค้าไม่อยู่',
    );

    const text = Buffer.from('this is not a picture of anything').toString('base64');
    const notImage = await complete(no, { ...SIGNED, signature: text });
    expect([notImage.statusCode, errorOf(notImage)]).toEqual([
      415,
      {
        code: 'NOT_A_SIGNATURE',
        message: 'The signature must be a PNG image drawn on the signature pad.',
      },
    ]);

    // A PNG's first bytes and 600 kB after them: over the 512 kB a signature may have.
    const large = Buffer.concat([
      Buffer.from(DRAWN_SIGNATURE.split(',')[1]!, 'base64').subarray(0, 8),
      Buffer.alloc(600 * 1024, 7),
    ]).toString('base64');
    const tooLarge = await complete(no, { ...SIGNED, signature: large }, { language: 'th' });
    expect([tooLarge.statusCode, errorOf(tooLarge)]).toEqual([
      413,
      { code: 'SIGNATURE_TOO_LARGE', message: 'ลายเซ็นมีขนาดใหญ่เกิน 512 kB กรุณาเซ็นใหม่' },
    ]);

    // 20 MB: refused before it is read whole (the server's body limit).
    const huge = await complete(no, { ...SIGNED, signature: 'A'.repeat(20 * 1024 * 1024) });
    expect([huge.statusCode, errorOf(huge).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    const blank = await complete(no, { ...SIGNED, signature: BLANK_SIGNATURE }, { language: 'th' });
    expect([blank.statusCode, errorOf(blank)]).toEqual([
      422,
      { code: 'SIGNATURE_BLANK', message: 'ช่องเซ็นชื่อยังว่างอยู่ กรุณาเซ็นชื่อก่อน' },
    ]);

    const noName = await complete(no, { ...SIGNED, name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(noName).details)).toContain(
      'Type the name of the person signing.',
    );

    const order = await orderOf(no);
    expect([order.status, order.sign_off, order.rating]).toEqual(['in_progress', null, null]);
    const kept = await kit.db.select().from(orderSignOffs).where(eq(orderSignOffs.orderNo, no));
    expect(kept).toEqual([]);
  });

  it('keeps the signature, the name, the time and the device; the order and tracking show them', async () => {
    const no = await jobInProgress();
    const done = await complete(no, SIGNED);
    expect(done.statusCode, done.body).toBe(200);

    const order = await orderOf(no);
    expect(order.status).toBe('completed');
    expect(order.sign_off).toEqual({
      kind: 'signed',
      signer_name: 'สมหญิง ใจดี',
      signed_at: expect.any(String),
      signature_url: `/b2b/v2/carts/${no}/signature.png`,
      absence_reason: null,
      absence_note: null,
      confirmed_at: null,
    });
    const image = await kit.get(order.sign_off!.signature_url!, kit.sales);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(DRAWN_SIGNATURE.split(',')[1]!, 'base64'))).toBe(
      true,
    );
    // The external brand's masked view shows no signature.
    expect((await kit.get(order.sign_off!.signature_url!, kit.brand)).statusCode).toBe(404);
    const [row] = await kit.db.select().from(orderSignOffs).where(eq(orderSignOffs.orderNo, no));
    expect([row!.device, row!.technicianName, row!.contractorId]).toEqual([
      PHONE,
      'สมศักดิ์ เย็นฉ่ำ',
      kit.contractors[TEAM],
    ]);

    const token = await tokenOf(no);
    const page = await trackingPage(token);
    expect(page.sign_off).toMatchObject({
      kind: 'signed',
      signer_name: 'สมหญิง ใจดี',
      awaits_you: false,
      signature_url: `/b2b/v2/public/tracking/${token}/signature.png`,
    });
    expect(page.rating).toEqual({ open: true, given: null });
    openedNow();
    const linked = await kit.app.inject({ method: 'GET', url: page.sign_off!.signature_url! });
    expect([linked.statusCode, linked.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('tells the customer “done” before “please rate”, and a completion sent twice with one key once', async () => {
    const no = await jobInProgress();
    const key = randomUUID();
    const [first, again] = await Promise.all([
      complete(no, SIGNED, { key }),
      complete(no, SIGNED, { key }),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    const events = await kit.db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, no))
      .orderBy(asc(orderEvents.id));
    expect(events.map((event) => event.kind).slice(-2)).toEqual(['completed', 'rating_requested']);
    expect(events.filter((event) => event.kind === 'completed')).toHaveLength(1);
    const told = await kit.db
      .select({ event: messages.event })
      .from(messages)
      .where(and(eq(messages.orderNo, no), eq(messages.channel, 'log')))
      .orderBy(asc(messages.seq));
    expect(told.map((message) => message.event).slice(-2)).toEqual([
      'completed',
      'rating_requested',
    ]);
  });
});

describe('the absent customer confirms on their page', () => {
  it('keeps the technician’s reason, then the customer’s signature once', async () => {
    const no = await jobInProgress();
    const noNote = await complete(no, { kind: 'absent', reason: 'other' });
    expect(noNote.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(noNote).details)).toContain(
      'Write why the customer could not sign.',
    );
    expect((await complete(no, ABSENT)).statusCode).toBe(200);

    const order = await orderOf(no);
    expect(order.sign_off).toMatchObject({
      kind: 'absent',
      absence_reason: 'customer_not_home',
      signature_url: null,
      confirmed_at: null,
    });
    const token = await tokenOf(no);
    expect((await trackingPage(token)).sign_off?.awaits_you).toBe(true);

    const blank = await customer(trackingSignOffPath(token), {
      name: 'สมหญิง',
      signature: BLANK_SIGNATURE,
    });
    expect([blank.statusCode, errorOf(blank).code]).toEqual([422, 'SIGNATURE_BLANK']);
    const [signed, twice] = await Promise.all([
      // Both in Thai: either may lose the race, and the loser is answered in its own language.
      customer(trackingSignOffPath(token), { name: 'สมหญิง', signature: DRAWN_SIGNATURE }, 'th'),
      customer(trackingSignOffPath(token), { name: 'สมหญิง', signature: DRAWN_SIGNATURE }, 'th'),
    ]);
    const answers = [signed, twice].map((response) => response.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    const refused = [signed, twice].find((response) => response.statusCode === 409)!;
    expect(errorOf(refused)).toEqual({
      code: 'SIGN_OFF_NOT_AWAITED',
      message: 'งานนี้ไม่ต้องยืนยันการรับงานเพิ่มแล้ว',
    });
    const confirmed = signOffResponseSchema.parse(
      [signed, twice].find((response) => response.statusCode === 200)!.json(),
    ).data;
    expect(confirmed).toMatchObject({ kind: 'absent', signer_name: 'สมหญิง' });
    expect(confirmed.confirmed_at).not.toBeNull();
    expect((await trackingPage(token)).sign_off?.awaits_you).toBe(false);
  });
});

describe('the customer’s rating', () => {
  it('refuses stars that are not a whole 1 to 5, and a rating before completion (409 in words)', async () => {
    const no = await jobInProgress();
    const token = await tokenOf(no);
    for (const stars of [0, 6, 3.5, '5']) {
      const bad = await customer(trackingRatingPath(token), { stars });
      expect(bad.statusCode, String(stars)).toBe(400);
      expect(JSON.stringify(errorOf(bad).details)).toContain('Choose 1 to 5 stars.');
    }
    const early = await customer(trackingRatingPath(token), { stars: 5 }, 'th');
    expect([early.statusCode, errorOf(early)]).toEqual([
      409,
      { code: 'RATING_NOT_OPEN', message: 'ให้คะแนนได้หลังจากงานเสร็จแล้วเท่านั้น' },
    ]);
  });

  it('takes one of two ratings sent at once; the other is 409', async () => {
    const no = await jobInProgress();
    expect((await complete(no, SIGNED)).statusCode).toBe(200);
    const token = await tokenOf(no);
    const both = await Promise.all([
      customer(trackingRatingPath(token), { stars: 5, comment: 'ช่างเก่งมาก' }),
      customer(trackingRatingPath(token), { stars: 4 }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const lost = both.find((response) => response.statusCode === 409)!;
    expect(errorOf(lost)).toEqual({
      code: 'RATING_ALREADY_GIVEN',
      message: 'This job has already been rated. It can be rated only once.',
    });
    const page = await trackingPage(token);
    expect(page.rating.open).toBe(false);
    const order = await orderOf(no);
    expect(order.rating).toEqual({
      ...page.rating.given,
      follow_up: null,
    });
    // Told once: one `rated` event, and the customer thanked once, after "please rate".
    const kinds = await kit.db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, no))
      .orderBy(asc(orderEvents.id));
    expect(kinds.map((event) => event.kind).slice(-3)).toEqual([
      'completed',
      'rating_requested',
      'rated',
    ]);
    const told = await kit.db
      .select({ event: messages.event })
      .from(messages)
      .where(and(eq(messages.orderNo, no), eq(messages.channel, 'log')))
      .orderBy(asc(messages.seq));
    expect(told.map((message) => message.event).filter((event) => event === 'rated')).toEqual([
      'rated',
    ]);
  });

  it('a low rating waits in the operators’ list until handled with a note (audited)', async () => {
    const no = await jobInProgress();
    expect((await complete(no, SIGNED)).statusCode).toBe(200);
    const token = await tokenOf(no);
    const rated = await customer(trackingRatingPath(token), { stars: 2, comment: 'มาสาย' });
    expect(rated.statusCode, rated.body).toBe(200);

    const listed = async () =>
      opsOrderListResponseSchema
        .parse(
          (await kit.get(`${opsOrderPaths.list}?attention=rating&limit=100`, kit.operator)).json(),
        )
        .data.orders.map((row) => row.cartOrderNo);
    expect(await listed()).toContain(no);
    expect((await orderOf(no)).rating?.follow_up).toEqual({
      open: true,
      handled_at: null,
      handled_by: null,
      note: null,
    });

    const followUp = pathOf(signOffPaths.followUp, no);
    expect(
      (await kit.post(followUp, { note: 'โทรขอโทษแล้ว' }, { as: kit.technician })).statusCode,
    ).toBe(403);
    expect((await kit.post(followUp, { note: 'โทรขอโทษแล้ว' }, { as: kit.sales })).statusCode).toBe(
      403,
    );
    const handled = await kit.post(followUp, { note: 'โทรขอโทษแล้ว' }, { as: kit.operator });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(followUpResponseSchema.parse(handled.json()).data).toMatchObject({
      open: false,
      note: 'โทรขอโทษแล้ว',
    });
    const again = await kit.post(followUp, { note: 'อีกครั้ง' }, { as: kit.operator });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'RATING_FOLLOW_UP_NOT_OPEN']);
    expect(await listed()).not.toContain(no);
    const audited = await kit.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rating_follow_up'), eq(auditLog.entityId, no)));
    expect(audited.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['handle', kit.operator.userId],
    ]);
  });

  it('counts ratings per team and per technician for operators only', async () => {
    const ratings = await kit.get(signOffPaths.ratings, kit.operator);
    expect(ratings.statusCode, ratings.body).toBe(200);
    const team = ratingsResponseSchema
      .parse(ratings.json())
      .data.teams.find((t) => t.contractor_id === kit.contractors[TEAM])!;
    // This file's ratings: one of 4 or 5 stars, and a 2.
    expect(team.count).toBe(2);
    const [one, two, three, four, five] = team.distribution;
    expect([one, two, three, four! + five!]).toEqual([0, 1, 0, 1]);
    expect(team.technicians.map((t) => [t.name, t.count])).toEqual([['สมศักดิ์ เย็นฉ่ำ', 2]]);
    expect(team.latest.map((r) => r.comment)).toContain('มาสาย');
    for (const as of [kit.technician, kit.sales, kit.manager, kit.brand])
      expect((await kit.get(signOffPaths.ratings, as)).statusCode).toBe(403);
  });
});
