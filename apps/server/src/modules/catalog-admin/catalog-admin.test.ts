import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogAdminPaths,
  catalogChannelsResponseSchema,
  serviceAdminResponseSchema,
  serviceDetailPath,
  serviceListResponseSchema,
  servicePublishPath,
  uploadedImageResponseSchema,
  type ServiceAdmin,
  type ServiceInput,
} from '@changdee/contract/catalog-admin';
import { auditListResponseSchema } from '@changdee/contract/audit';
import { catalogPaths, productSearchResponseSchema } from '@changdee/contract/catalog';
import { errorBodySchema } from '@changdee/contract/envelope';
import { ROLES } from '@changdee/domain/roles';
import { DEMO_CHANNELS, DEMO_STORES, DEMO_USERS } from '../../db/seed/demo-keys';
import { getTestContext, resetDemoData } from '../../../test/context';
import { signIn, type SignedIn } from '../../../test/sign-in';

// The services admin (issue 21 item 1) through app.inject on the demo shop: an operator creates,
// edits, publishes and orders services; a clerk of the channel sees them in the catalogue at once;
// a stale edit is refused with the service as it is; every write is in the audit log.

const ROLE_USERS = {
  Sales: DEMO_USERS.sales,
  'Channel Manager': DEMO_USERS.manager,
  'External Brand': DEMO_USERS.brand,
  Operator: DEMO_USERS.operator,
  Technician: DEMO_USERS.technician,
} as const;

let operator: SignedIn;
let clerk: SignedIn;

beforeAll(async () => {
  const { app } = await getTestContext();
  operator = await signIn(app, DEMO_USERS.operator);
  clerk = await signIn(app, DEMO_USERS.sales);
});
afterAll(async () => {
  await resetDemoData();
});

const installation = (sku: string, parts: Partial<ServiceInput> = {}): ServiceInput => ({
  channel: DEMO_CHANNELS.retail,
  sku_code: sku,
  sku_mapping: `${sku}-MAP`,
  type_of_work: 'WT-AC',
  name: { th: `ติดตั้งทดสอบ ${sku}`, en: `Test installation ${sku}` },
  pricing: {
    type: 'I',
    unit_price: 1500,
    unit: { th: 'เครื่อง', en: 'unit' },
    min_qty: 1,
    limit_qty: 5,
  },
  normal_price: 1800,
  is_survey_discount: false,
  lock_days: 2,
  images: [
    {
      url: '/images/products/in-ac-18000-1.a34aa6438b.webp',
      thumbnail: '/images/products/in-ac-18000-1-thumb.a34aa6438b.webp',
      alt: { th: 'แอร์', en: 'Air conditioner' },
    },
  ],
  informations: [
    {
      title: { th: 'รายละเอียด', en: 'Details' },
      content: {
        th: '<p>ติดตั้ง<script>alert(1)</script></p>',
        en: '<p onclick="x()">Install <a href="javascript:alert(1)">here</a></p>',
      },
    },
  ],
  selling_points: [{ text: { th: 'รับประกัน 1 ปี', en: '1-year guarantee' }, icon: 'guarantee' }],
  ...parts,
});

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  session: SignedIn = operator,
) {
  const { app } = await getTestContext();
  return app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function create(input: ServiceInput): Promise<ServiceAdmin> {
  const response = await call('POST', catalogAdminPaths.create, input);
  expect(response.statusCode, response.body).toBe(200);
  return serviceAdminResponseSchema.parse(response.json()).data;
}

async function clerkSees(sku: string) {
  const bangna = clerk.stores.find((s) => s.id === DEMO_STORES.bangna)!;
  const response = await call(
    'POST',
    catalogPaths.productSearch,
    { channel: bangna.channel, storeId: bangna._id, searchKeyword: sku, searchOnly: true },
    clerk,
  );
  expect(response.statusCode, response.body).toBe(200);
  return productSearchResponseSchema
    .parse(response.json())
    .data.items.find((item) => item.sku_code === sku);
}

describe('the services admin', () => {
  it('creates an installation unpublished, cleans its HTML, and a clerk sees it once published', async () => {
    // The clerk's catalogue is cached before the service exists (the edit must empty it).
    expect(await clerkSees('ADM-I-1')).toBeUndefined();
    const created = await create(installation('ADM-I-1'));
    expect(created).toMatchObject({ active: false, version: 1, lock_days: 2 });
    expect(created.informations[0]!.content.th).toBe('<p>ติดตั้ง</p>');
    expect(created.informations[0]!.content.en).not.toMatch(/onclick|javascript/);
    expect(await clerkSees('ADM-I-1')).toBeUndefined();

    const published = await call('POST', servicePublishPath(created._id, true), {
      expected_version: 1,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(serviceAdminResponseSchema.parse(published.json()).data).toMatchObject({
      active: true,
      version: 2,
    });
    const seen = await clerkSees('ADM-I-1');
    expect(seen).toMatchObject({
      product_type: 'I',
      calculator: { unit_price: 1500, unit: { th: 'เครื่อง', en: 'unit' } },
      normal_price: 1800,
      lock_days: 2,
      limit_qty: 5,
      sku_mapping: 'ADM-I-1-MAP',
    });

    const unpublished = await call('POST', servicePublishPath(created._id, false), {
      expected_version: 2,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(await clerkSees('ADM-I-1')).toBeUndefined();
  });

  it('edits on the current version, refuses a stale one with the service as it is now', async () => {
    const created = await create(
      installation('ADM-S-1', { pricing: { type: 'S', price: 500 }, images: [] }),
    );
    const { _id, active, position, version, updated_at, ...form } = created;
    void active;
    void position;
    void updated_at;
    const first = await call('PATCH', serviceDetailPath(_id), {
      ...form,
      name: { th: 'สำรวจใหม่', en: 'New survey' },
      expected_version: version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(serviceAdminResponseSchema.parse(first.json()).data).toMatchObject({
      version: 2,
      name: { en: 'New survey' },
      pricing: { type: 'S', price: 500 },
    });

    // Someone else's form, read at version 1, saved after the first edit.
    const stale = await call('PATCH', serviceDetailPath(_id), {
      ...form,
      lock_days: 7,
      expected_version: version,
    });
    expect(stale.statusCode).toBe(409);
    const body = errorBodySchema.parse(stale.json());
    expect(body.code).toBe('STALE_EDIT');
    expect(body.details).toMatchObject({ version: 2, current: { name: { en: 'New survey' } } });

    const detail = await call('GET', serviceDetailPath(_id));
    expect(serviceAdminResponseSchema.parse(detail.json()).data.lock_days).toBe(2);

    // The log keeps both writes with before and after; the refused one left nothing.
    const audit = await call('GET', `/ops/v1/audit?entity=service&entity_id=${_id}`);
    const entries = auditListResponseSchema.parse(audit.json()).data.entries;
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      actor: { user_id: operator.userId, role: 'Operator' },
      before: { name: { en: 'Test installation ADM-S-1' }, version: 1 },
      after: { name: { en: 'New survey' }, version: 2 },
    });
  });

  it('refuses a taken SKU, an unknown channel, a limit under the minimum', async () => {
    await create(installation('ADM-DUP'));
    const taken = await call('POST', catalogAdminPaths.create, installation('ADM-DUP'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SKU_CODE_TAKEN' });
    const channel = await call('POST', catalogAdminPaths.create, {
      ...installation('ADM-NOCH'),
      channel: 'NO-SUCH-CHANNEL',
    });
    expect(channel.statusCode).toBe(400);
    const limits = await call('POST', catalogAdminPaths.create, {
      ...installation('ADM-LIM'),
      pricing: {
        type: 'I',
        unit_price: 1,
        unit: { th: 'จุด', en: 'point' },
        min_qty: 4,
        limit_qty: 2,
      },
    });
    expect(limits.statusCode).toBe(400);
    const missing = await call('PATCH', serviceDetailPath('00000000-0000-4000-8000-000000000000'), {
      ...installation('ADM-GONE'),
      expected_version: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND' });
  });

  it('orders a channel’s services, and refuses an order that misses one', async () => {
    const list = await call('GET', `${catalogAdminPaths.list}?channel=${DEMO_CHANNELS.retail}`);
    const services = serviceListResponseSchema.parse(list.json()).data.services;
    expect(services.length).toBeGreaterThan(3);
    const reversed = services.map((s) => s._id).reverse();
    const ordered = await call('POST', catalogAdminPaths.order, {
      channel: DEMO_CHANNELS.retail,
      service_ids: reversed,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const after = serviceListResponseSchema.parse(ordered.json()).data.services;
    expect(after.map((s) => s._id)).toEqual(reversed);
    const short = await call('POST', catalogAdminPaths.order, {
      channel: DEMO_CHANNELS.retail,
      service_ids: reversed.slice(1),
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'STALE_EDIT' });
  });

  it('uploads an image: WebP without EXIF, with a square thumbnail, served by content', async () => {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-camera-owner'))).toBe(true);
    const boundary = '----changdee-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { app } = await getTestContext();
    const response = await app.inject({
      method: 'POST',
      url: catalogAdminPaths.images,
      headers: { ...operator.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = uploadedImageResponseSchema.parse(response.json()).data;
    expect(image).toMatchObject({ width: 900, height: 600 });
    const full = await app.inject({ method: 'GET', url: image.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
    const thumb = await app.inject({ method: 'GET', url: image.thumbnail });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });

    // The uploaded image goes into a service's gallery.
    const created = await create(
      installation('ADM-IMG', {
        images: [{ url: image.url, thumbnail: image.thumbnail, alt: { th: 'ภาพ', en: 'Photo' } }],
      }),
    );
    expect(created.images[0]!.url).toBe(image.url);

    const notImage = await app.inject({
      method: 'POST',
      url: catalogAdminPaths.images,
      headers: { ...operator.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
      ),
    });
    expect(notImage.statusCode).toBe(415);
    expect(
      (await app.inject({ method: 'GET', url: '/images/uploads/image.0000000000.webp' }))
        .statusCode,
    ).toBe(404);
  });

  it('previews information HTML cleaned as the shop serves it', async () => {
    const response = await call('POST', catalogAdminPaths.preview, {
      html: '<h3 onmouseover="x()">Hi</h3><script>alert(1)</script><img src="javascript:x">',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { html: '<h3>Hi</h3><img />' } });
  });

  it('lists the channels and work types for the form', async () => {
    const response = await call('GET', catalogAdminPaths.channels);
    const data = catalogChannelsResponseSchema.parse(response.json()).data;
    expect(data.channels.map((c) => c.code)).toContain(DEMO_CHANNELS.retail);
    expect(data.work_types).toContain('WT-AC');
  });

  it('is the Operators’ alone', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const requests = [
      ['GET', catalogAdminPaths.list],
      ['GET', catalogAdminPaths.channels],
      ['GET', serviceDetailPath(id)],
      ['POST', catalogAdminPaths.create],
      ['PATCH', serviceDetailPath(id)],
      ['POST', servicePublishPath(id, true)],
      ['POST', servicePublishPath(id, false)],
      ['POST', catalogAdminPaths.order],
      ['POST', catalogAdminPaths.images],
      ['POST', catalogAdminPaths.preview],
    ] as const;
    const { app } = await getTestContext();
    for (const role of ROLES) {
      if (role === 'Operator') continue;
      const session = await signIn(app, ROLE_USERS[role]);
      for (const [method, url] of requests) {
        const response = await app.inject({ method, url, headers: session.headers, payload: {} });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of requests) {
      expect((await app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
  });
});
