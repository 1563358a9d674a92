import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A large JSON answer that never changes while the process runs (the geography), serialised once
// and compressed once, at the strongest settings since the cost is paid once (brotli quality 11 on
// the 1.1 MB location tree: ~1.6 s on a thread-pool thread, 96 KB; gzip level 9: 134 KB). That
// once is the process preparing the database, not the serving one (docs/decisions/048): brotli at
// quality 11 holds 25–40 MB for the seconds it runs. Each request picks the variant its
// Accept-Encoding allows and gets a strong ETag for that variant (the bytes differ per encoding,
// RFC 9110 §8.8.3), so a browser revalidates its stored copy with If-None-Match and gets 304 until
// the data changes.

export const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type Encoding = (typeof ENCODINGS)[number];

interface Variant {
  body: Buffer;
  etag: string;
}
export type PrecompressedJson = Record<Encoding, Variant>;

/** The uncompressed answer and its digest (which names its ETags and its stored variants). */
export interface JsonIdentity {
  body: Buffer;
  /** sha256 of the bytes, base64url, 27 characters. */
  digest: string;
}

/** The two compressed variants of an answer, as stored (modules/locations/repository.ts). */
export interface CompressedVariants {
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Serialised JSON → its bytes and their digest. */
export function jsonIdentity(json: string): JsonIdentity {
  const body = Buffer.from(json, 'utf8');
  return { body, digest: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
}

/** The br and gzip variants, compressed off the event loop (zlib's thread pool). */
export async function compressVariants(identity: Buffer): Promise<CompressedVariants> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/** The three variants with their ETags, from the answer and its compressed bytes. */
export function assembleVariants(
  { body, digest }: JsonIdentity,
  compressed: CompressedVariants,
): PrecompressedJson {
  return {
    br: { body: compressed.br, etag: `"${digest}-br"` },
    gzip: { body: compressed.gzip, etag: `"${digest}-gz"` },
    identity: { body, etag: `"${digest}"` },
  };
}

/** Serialised JSON → its three variants, compressed here and now. */
export async function precompressJson(json: string): Promise<PrecompressedJson> {
  const identity = jsonIdentity(json);
  return assembleVariants(identity, await compressVariants(identity.body));
}

/**
 * The best encoding an Accept-Encoding header allows: br, then gzip (or its alias x-gzip), then
 * none. q=0 refuses a coding; `*` stands for every coding not named.
 */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** If-None-Match holds this tag, or `*` (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Appends a field name to Vary without repeating it. */
function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === field.toLowerCase()))
    return;
  reply.header('vary', [...names, field].join(', '));
}

/**
 * Sends the variant the request accepts, or 304 when the client already holds it. The answer sets
 * Content-Encoding itself, so a generic compression hook leaves it alone. `cache-control: no-cache`
 * lets browsers and shared caches keep it but revalidate on every use (a 304 costs nothing).
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: PrecompressedJson,
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const variant = asset[encoding];
  addVary(reply, 'Accept-Encoding');
  reply.header('etag', variant.etag).header('cache-control', 'public, no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], variant.etag))
    return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(variant.body);
}
