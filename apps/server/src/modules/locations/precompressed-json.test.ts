import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, matchesIfNoneMatch, precompressJson } from './precompressed-json';

describe('chooseEncoding', () => {
  it('prefers br, then gzip, then plain', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding(['deflate', 'BR'])).toBe('br');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('honours q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br; q=0, gzip; q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBe('identity');
    expect(chooseEncoding('br;q=oops, gzip')).toBe('gzip');
  });
});

describe('matchesIfNoneMatch', () => {
  it('matches a listed tag, a weak form of it, or *', () => {
    expect(matchesIfNoneMatch('"a", "b-br"', '"b-br"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b-br"', '"b-br"')).toBe(true);
    expect(matchesIfNoneMatch(' * ', '"b-br"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"b-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});

describe('precompressJson', () => {
  it('keeps the same bytes in every variant, each with its own strong tag', async () => {
    const json = JSON.stringify({ message: 'success', data: ['กรุงเทพมหานคร', 'Bangkok'] });
    const answer = await precompressJson(json);
    expect(answer.identity.body.toString('utf8')).toBe(json);
    expect(brotliDecompressSync(answer.br.body).toString('utf8')).toBe(json);
    expect(gunzipSync(answer.gzip.body).toString('utf8')).toBe(json);
    const tags = [answer.br.etag, answer.gzip.etag, answer.identity.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect((await precompressJson(json)).br.etag).toBe(answer.br.etag);
    expect((await precompressJson(`${json} `)).identity.etag).not.toBe(answer.identity.etag);
  });
});
