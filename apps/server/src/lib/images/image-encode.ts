import sharp, { type Sharp } from 'sharp';
import { INPUT_PIXELS_MAX, type AcceptedImageKind } from './image-kind';

// The image work itself, as the image worker process runs it (decision 056): a job's photo or a
// service image turned upright by its EXIF orientation, fitted within 1600 px and re-encoded
// (WebP, or JPEG when asked) without any metadata — sharp drops EXIF, GPS and camera data unless
// told to keep them (docs/decisions/044); a service image also gets a square thumbnail.

/** The longest side a kept image has: enough to read a unit's label, a few hundred kilobytes. */
export const IMAGE_MAX_SIDE = 1600;
/** A service image's square thumbnail, for the cards. */
export const THUMBNAIL_SIDE = 400;

export type ImageTask = { kind: 'photo'; format: 'webp' | 'jpeg' } | { kind: 'service-image' };

export interface EncodedImage {
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

/** Why an image could not be encoded: answered as NOT_AN_IMAGE or IMAGE_TOO_MANY_PIXELS. */
export type ImageRefusal = 'not_an_image' | 'too_many_pixels';

export type EncodeResult =
  { ok: true; images: EncodedImage[] } | { ok: false; refusal: ImageRefusal };

async function toImage(pipeline: Sharp, format: 'webp' | 'jpeg'): Promise<EncodedImage> {
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : pipeline.webp({ quality: 80 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const contentType = format === 'jpeg' ? 'image/jpeg' : 'image/webp';
  return { contentType, bytes: data, width: info.width, height: info.height };
}

/** The task's images; a refusal when the bytes are not the declared kind or have too many pixels. */
export async function encodeImage(
  input: Buffer,
  kind: AcceptedImageKind,
  task: ImageTask,
): Promise<EncodeResult> {
  const options = { limitInputPixels: INPUT_PIXELS_MAX, failOn: 'error' as const };
  try {
    // The header only: the format libvips sees must be the one the magic number named.
    const header = await sharp(input, options).metadata();
    if (header.format !== kind) return { ok: false, refusal: 'not_an_image' };
    if ((header.width ?? 0) * (header.height ?? 0) > INPUT_PIXELS_MAX)
      return { ok: false, refusal: 'too_many_pixels' };
    const fitted = sharp(input, options).rotate().resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (task.kind === 'photo') return { ok: true, images: [await toImage(fitted, task.format)] };
    const full = await toImage(fitted, 'webp');
    const thumbnail = await sharp(full.bytes)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    const { data, info } = thumbnail;
    const thumb: EncodedImage = {
      contentType: 'image/webp',
      bytes: data,
      width: info.width,
      height: info.height,
    };
    return { ok: true, images: [full, thumb] };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) return { ok: false, refusal: 'too_many_pixels' };
    return { ok: false, refusal: 'not_an_image' };
  }
}
