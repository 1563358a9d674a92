import { AppError } from '../../errors';

// A job's photo as the server keeps it (docs/decisions/044): turned upright by its EXIF
// orientation, fitted within 1600 px, re-encoded as WebP (JPEG when asked) and written without
// any metadata — sharp drops EXIF, GPS and camera data unless told to keep them.

/** The longest side a kept photo has: enough to read a unit's label, a few hundred kilobytes. */
export const PHOTO_MAX_SIDE = 1600;
/** Larger inputs than this many pixels are refused before decoding (a decompression bomb). */
const INPUT_PIXELS_MAX = 100_000_000;

export interface ProcessedPhoto {
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

/** The photo re-encoded; NOT_AN_IMAGE (415) when the bytes are no image sharp reads. */
export async function processPhoto(
  input: Buffer,
  format: 'webp' | 'jpeg' = 'webp',
): Promise<ProcessedPhoto> {
  // Loaded at the first photo, not at start-up (docs/decisions/038).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(input, { limitInputPixels: INPUT_PIXELS_MAX, failOn: 'error' })
      .rotate()
      .resize({
        width: PHOTO_MAX_SIDE,
        height: PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      format === 'jpeg' ? image.jpeg({ quality: 82, mozjpeg: true }) : image.webp({ quality: 80 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      contentType: format === 'jpeg' ? 'image/jpeg' : 'image/webp',
      bytes: data,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new AppError('NOT_AN_IMAGE', { cause: error });
  }
}
