import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { errorBodySchema, validationDetailsSchema } from '@changdee/contract/envelope';
import {
  addressDistrictsResponseSchema,
  addressProvincesResponseSchema,
  addressSubDistrictsResponseSchema,
  locationDetailResponseSchema,
  locationPaths,
} from '@changdee/contract/locations';
import { getTestContext } from '../../../test/context';

// The location tree and the address lists through app.inject, without signing in (public data).

async function get(url: string, headers: Record<string, string> = {}) {
  const { app } = await getTestContext();
  return app.inject({ method: 'GET', url, headers });
}

const decode = (body: Buffer, encoding: string | undefined): unknown =>
  JSON.parse(
    (encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'gzip'
        ? gunzipSync(body)
        : body
    ).toString('utf8'),
  );

describe(`GET ${locationPaths.detail}`, () => {
  it('answers the whole tree, brotli-compressed for a browser, and it matches the contract', async () => {
    const response = await get(locationPaths.detail, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const { data: tree } = locationDetailResponseSchema.parse(decode(response.rawPayload, 'br'));
    expect(tree).toHaveLength(77);
    const bangkok = tree.find((p) => p.provinceCode === '10')!;
    expect(bangkok).toMatchObject({ provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok' });
    expect(bangkok.districts).toHaveLength(50);
    const bangNa = bangkok.districts.find((d) => d.districtCode === '1047')!;
    expect(bangNa.districtName).toBe('บางนา');
    expect(bangNa.subDistricts.length).toBeGreaterThan(0);
    expect(bangNa.subDistricts[0]!.postCodes[0]!.zipcode).toBe('10260');
    // Codes in order, each starting with its parent's.
    const codes = tree.map((p) => p.provinceCode);
    expect(codes).toEqual([...codes].sort());
    for (const province of tree)
      for (const district of province.districts) {
        expect(district.districtCode.startsWith(province.provinceCode)).toBe(true);
        for (const sub of district.subDistricts)
          expect(sub.subDistrictCode.startsWith(district.districtCode)).toBe(true);
      }
  });

  it('serves gzip or plain JSON by Accept-Encoding, each with its own ETag, the same data', async () => {
    const br = await get(locationPaths.detail, { 'accept-encoding': 'br' });
    const gzip = await get(locationPaths.detail, { 'accept-encoding': 'br;q=0, gzip' });
    const plain = await get(locationPaths.detail);
    const star = await get(locationPaths.detail, { 'accept-encoding': 'br;q=0, *;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(star.headers['content-encoding']).toBe('gzip');
    const tags = new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]);
    expect(tags.size).toBe(3);
    expect(decode(gzip.rawPayload, 'gzip')).toEqual(decode(br.rawPayload, 'br'));
    expect(plain.json()).toEqual(decode(br.rawPayload, 'br'));
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.rawPayload.length * 5).toBeLessThan(plain.rawPayload.length);
  });

  it('answers 304 with no body while the client holds the current copy', async () => {
    const first = await get(locationPaths.detail, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(locationPaths.detail, {
      'accept-encoding': 'br',
      'if-none-match': `"stale", ${etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(String(again.headers.vary)).toMatch(/accept-encoding/i);

    expect((await get(locationPaths.detail, { 'if-none-match': '*' })).statusCode).toBe(304);
    // A copy stored with another encoding, or an old one, gets the full answer.
    const other = await get(locationPaths.detail, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers only', async () => {
    const { app } = await getTestContext();
    const head = await app.inject({
      method: 'HEAD',
      url: locationPaths.detail,
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('GET /v1/address/*', () => {
  it('lists every province, district and sub-district in code order', async () => {
    const provinces = addressProvincesResponseSchema.parse(
      (await get(locationPaths.provinces)).json(),
    );
    expect(provinces.data).toHaveLength(77);
    expect(provinces.data[0]).toEqual({
      provinceCode: '10',
      provinceName: 'กรุงเทพมหานคร',
      provinceNameEn: 'Bangkok',
    });
    const districts = addressDistrictsResponseSchema.parse(
      (await get(locationPaths.districts)).json(),
    );
    expect(districts.data).toHaveLength(928);
    const subdistricts = await get(locationPaths.subdistricts, { 'accept-encoding': 'gzip' });
    expect(subdistricts.headers['content-encoding']).toBe('gzip');
    const { data } = addressSubDistrictsResponseSchema.parse(
      decode(subdistricts.rawPayload, 'gzip'),
    );
    expect(data.length).toBeGreaterThan(7400);
    expect(data.map((s) => s.subDistrictCode)).toEqual(data.map((s) => s.subDistrictCode).sort());
  });

  it('lists the districts of a province and the sub-districts of a district', async () => {
    const districts = addressDistrictsResponseSchema.parse(
      (await get('/v1/address/provinces/10/districts')).json(),
    );
    expect(districts.data).toHaveLength(50);
    expect(districts.data.every((d) => d.provinceCode === '10')).toBe(true);
    const subs = addressSubDistrictsResponseSchema.parse(
      (await get('/v1/address/districts/1047/subdistricts')).json(),
    );
    expect(subs.data.length).toBeGreaterThan(0);
    expect(subs.data.every((s) => s.districtCode === '1047')).toBe(true);
  });

  it('answers an empty list for an unknown code', async () => {
    for (const url of [
      '/v1/address/provinces/99/districts',
      '/v1/address/districts/9999/subdistricts',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'success', data: [] });
    }
  });

  it('refuses a malformed code with 400 and the field, in the request’s language', async () => {
    for (const url of [
      '/v1/address/provinces/1/districts',
      '/v1/address/provinces/abc/districts',
      '/v1/address/districts/10470/subdistricts',
      '/v1/address/districts/10%2047/subdistricts',
    ]) {
      const response = await get(url, { 'accept-language': 'th' });
      expect(response.statusCode, url).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe('ข้อมูลที่ส่งมาไม่ถูกต้อง');
      expect(validationDetailsSchema.parse(body.details)).toEqual([
        expect.objectContaining({ in: 'params', path: 'code' }),
      ]);
    }
  });
});
