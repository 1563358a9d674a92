// The image worker process (decision 056), forked by ImageWorkPool (image-pool.ts): one image at a
// time on one libvips thread, at low priority, so image work never takes the server's own thread
// pool (argon2's sign-ins) and a runaway image is ended by killing this process — libvips cannot
// be cancelled mid-operation. Plain JavaScript on purpose: Node runs it as it is, from the sources
// as from the server's bundle (which cannot hold a second entry point), without a TypeScript
// loader; it needs sharp and nothing of ours.
//
// It does what the server kept of every photo (docs/decisions/044): turned upright by its EXIF
// orientation, fitted within 1600 px, re-encoded (WebP, or JPEG when asked) without any metadata
// — sharp drops EXIF, GPS and camera data unless told to keep them; a service image also gets a
// square thumbnail for the cards.
//
// Asked: { input: bytes, kind: 'jpeg' | 'png' | 'webp' (its magic number), maxPixels,
//          task: { kind: 'photo', format: 'webp' | 'jpeg' } | { kind: 'service-image' } }
// Answers: { ok: true, images: [{ contentType, bytes, width, height }, …] }
//          or { ok: false, refusal: 'not_an_image' | 'too_many_pixels' }
import sharp from 'sharp';

/** The longest side a kept image has: enough to read a unit's label, a few hundred kilobytes. */
const IMAGE_MAX_SIDE = 1600;
/** A service image's square thumbnail. */
const THUMBNAIL_SIDE = 400;

sharp.concurrency(1);
sharp.cache(false);

async function encoded(pipeline, format) {
  const output =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : pipeline.webp({ quality: 80 });
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  const contentType = format === 'jpeg' ? 'image/jpeg' : 'image/webp';
  return { contentType, bytes: data, width: info.width, height: info.height };
}

async function encode({ input, kind, maxPixels, task }) {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.length);
  const options = { limitInputPixels: maxPixels, failOn: 'error' };
  // The header only: the format libvips sees must be the one the magic number named, and the
  // pixels within the limit, before anything is decoded.
  const header = await sharp(bytes, options).metadata();
  if (header.format !== kind) return { ok: false, refusal: 'not_an_image' };
  if ((header.width ?? 0) * (header.height ?? 0) > maxPixels)
    return { ok: false, refusal: 'too_many_pixels' };
  const fitted = sharp(bytes, options).rotate().resize({
    width: IMAGE_MAX_SIDE,
    height: IMAGE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (task.kind === 'photo') return { ok: true, images: [await encoded(fitted, task.format)] };
  const full = await encoded(fitted, 'webp');
  const thumbnail = sharp(full.bytes)
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'cover' })
    .webp({ quality: 78 });
  const { data, info } = await thumbnail.toBuffer({ resolveWithObject: true });
  const thumb = { contentType: 'image/webp', bytes: data, width: info.width, height: info.height };
  return { ok: true, images: [full, thumb] };
}

process.on('message', (request) => {
  encode(request).then(
    (result) => process.send(result),
    (error) =>
      process.send({
        ok: false,
        refusal: /pixel limit/i.test(String(error)) ? 'too_many_pixels' : 'not_an_image',
      }),
  );
});
// The server is gone (even killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
