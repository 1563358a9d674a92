import { processPhoto } from '../jobs/service';
import { AppError } from '../../errors';
import type { ProcessedImage } from './service';

// A service image as the catalogue keeps it: the same processing as a job's photo (turned upright,
// within 1600 px, WebP, EXIF/GPS/camera data removed: modules/jobs/photo-processing.ts), plus a
// square thumbnail for the cards.

export const THUMBNAIL_SIDE = 400;

export async function processServiceImage(
  input: Buffer,
): Promise<{ full: ProcessedImage; thumbnail: ProcessedImage }> {
  const full = await processPhoto(input, 'webp');
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(full.bytes)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'cover' })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    return {
      full: { bytes: full.bytes, width: full.width, height: full.height },
      thumbnail: { bytes: data, width: info.width, height: info.height },
    };
  } catch (error) {
    throw new AppError('NOT_AN_IMAGE', { cause: error });
  }
}
