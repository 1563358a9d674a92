import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { acceptedImageKind } from './image-kind';
import { ImageWorkPool, type ImageTask } from './image-pool';

// The uploads' image work (decision 056) without a server: what is accepted by its bytes, the
// worker killed when an image takes too long (and the next one served), the per-user bound, and
// closing, which ends running, waiting and still-arriving uploads at once.

const pools: ImageWorkPool[] = [];
const pool = (options: ConstructorParameters<typeof ImageWorkPool>[0] = {}) => {
  const created = new ImageWorkPool(options);
  pools.push(created);
  return created;
};
afterEach(() => pools.splice(0).forEach((created) => created.close()));

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();

/** An upload's body as the pool sees it: a stream it may cut. */
const body = () => new Readable({ read() {} }) as Readable & IncomingMessage;

/** An upload whose bytes are already here. */
const encode = (images: ImageWorkPool, owner: string, input: Buffer, task: ImageTask) =>
  images.process(owner, body(), async () => ({ input, task }));

/** The error's code, or 'resolved'. */
const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'resolved',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('acceptedImageKind', () => {
  it('knows JPEG, PNG and WebP by their bytes and nothing else', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
    expect(acceptedImageKind(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(acceptedImageKind(await base.clone().png().toBuffer())).toBe('png');
    expect(acceptedImageKind(await base.clone().webp().toBuffer())).toBe('webp');
    const refused = [
      await base.clone().gif().toBuffer(),
      await base.clone().tiff().toBuffer(),
      await base.clone().avif().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"/>'),
      Buffer.from('<?xml version="1.0"?><svg/>'),
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('RIFF\x10\0\0\0WAVEfmt ', 'latin1'),
      Buffer.from('\xff\xd8', 'latin1'),
      Buffer.alloc(0),
    ];
    expect(refused.map(acceptedImageKind)).toEqual(refused.map(() => null));
  });
});

describe('ImageWorkPool', () => {
  it('encodes in a worker: upright, within 1600 px, WebP or JPEG', async () => {
    const images = pool();
    const [photo] = await encode(images, 'u1', await jpeg(3200, 1000), {
      kind: 'photo',
      format: 'jpeg',
    });
    expect([photo!.contentType, photo!.width, photo!.height]).toEqual(['image/jpeg', 1600, 500]);
    expect(photo!.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const [full, thumb] = await encode(images, 'u1', await jpeg(), { kind: 'service-image' });
    expect([full!.contentType, full!.width, thumb!.width, thumb!.height]).toEqual([
      'image/webp',
      800,
      400,
      400,
    ]);
  });

  it('refuses bytes that are not what their magic number says, and more than 50 MP', async () => {
    const images = pool();
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expect(await outcome(encode(images, 'u1', fake, { kind: 'service-image' }))).toBe(
      'NOT_AN_IMAGE',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await outcome(encode(images, 'u1', svg, { kind: 'service-image' }))).toBe(
      'NOT_AN_IMAGE',
    );
    expect(
      await outcome(encode(images, 'u1', await bigHeaderPng(), { kind: 'service-image' })),
    ).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('kills a worker whose image runs over its time and serves the next image', async () => {
    const images = pool({ timeoutMs: 1 });
    expect(await outcome(encode(images, 'u1', await jpeg(), { kind: 'service-image' }))).toBe(
      'IMAGE_TOO_COMPLEX',
    );
    const patient = pool({ timeoutMs: 60_000 });
    expect(await outcome(encode(patient, 'u1', await jpeg(), { kind: 'service-image' }))).toBe(
      'resolved',
    );
  });

  it('lets one user have a few uploads at once and no more; others are not held up', async () => {
    const images = pool({ processes: 1, perUser: 2 });
    const input = await jpeg();
    const task = { kind: 'photo', format: 'webp' } as const;
    const outcomes = await Promise.all([
      outcome(encode(images, 'u1', input, task)),
      outcome(encode(images, 'u1', input, task)),
      outcome(encode(images, 'u1', input, task)),
      outcome(encode(images, 'u2', input, task)),
    ]);
    expect(outcomes).toEqual(['resolved', 'resolved', 'UPLOADS_BUSY', 'resolved']);
  });

  it('admits a bounded number of uploads in all before reading any body', async () => {
    const images = pool({ admitted: 2 });
    const input = await jpeg();
    const task = { kind: 'photo', format: 'webp' } as const;
    let read = 0;
    const counted = (owner: string) =>
      outcome(images.process(owner, body(), async () => (read++, { input, task })));
    expect(await Promise.all([counted('u1'), counted('u2'), counted('u3')])).toEqual([
      'resolved',
      'resolved',
      'UPLOADS_BUSY',
    ]);
    expect(read).toBe(2);
  });

  it('closing answers running and waiting images 503 and cuts uploads still arriving', async () => {
    const images = pool({ processes: 1 });
    const input = await jpeg(3000, 3000);
    const task = { kind: 'photo', format: 'webp' } as const;
    const running = outcome(encode(images, 'u1', input, task));
    const waiting = outcome(encode(images, 'u2', input, task));
    const arrivingBody = body();
    const arriving = outcome(
      images.process(
        'u3',
        arrivingBody,
        () =>
          new Promise((_, reject) => arrivingBody.once('close', () => reject(new Error('cut')))),
      ),
    );
    images.close();
    expect(await Promise.all([running, waiting, arriving])).toEqual([
      'SERVICE_UNAVAILABLE',
      'SERVICE_UNAVAILABLE',
      'Error: cut',
    ]);
    expect(arrivingBody.destroyed).toBe(true);
    expect(await outcome(encode(images, 'u1', input, task))).toBe('SERVICE_UNAVAILABLE');
  });
});

/** A PNG whose header says 10000 × 6000 (60 MP) on a few bytes of data: its CRC is right. */
async function bigHeaderPng(): Promise<Buffer> {
  const { crc32 } = await import('node:zlib');
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // The IHDR chunk: length (4), type (4) at 8; width and height at 16 and 20; its CRC at 29.
  png.writeUInt32BE(10_000, 16);
  png.writeUInt32BE(6_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
