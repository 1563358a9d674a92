import sharp from 'sharp';
import { isPng, SIGNATURE_MAX_BYTES, SIGNATURE_MAX_PIXELS } from '@changdee/domain/sign-off';
import { AppError } from '../../errors';

// A customer's drawn signature (decision 078): base64 PNG bytes from the signature pad, checked
// before they are stored. Small by construction (at most 512 kB and 4 megapixels, the size read
// from the PNG's header before a pixel is decoded), so it is read here on libuv's threads rather
// than through the upload pool of decision 056, which re-encodes photos of up to 50 megapixels.

/** The width and height a PNG's IHDR chunk declares (bytes 16–23, big-endian). */
const declaredPixels = (bytes: Buffer): number =>
  bytes.length < 24 ? 0 : bytes.readUInt32BE(16) * bytes.readUInt32BE(20);

/** Whether an image has nothing drawn on it: every channel holds one value everywhere. */
async function isBlank(bytes: Buffer): Promise<boolean> {
  const { channels } = await sharp(bytes, { limitInputPixels: SIGNATURE_MAX_PIXELS }).stats();
  return channels.every((channel) => channel.min === channel.max);
}

/**
 * The PNG bytes of a signature sent as base64; refused: larger than SIGNATURE_MAX_BYTES (413),
 * not a PNG or not readable as one (415), too many pixels (413), nothing drawn (422).
 */
export async function signatureBytes(base64: string): Promise<Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw new AppError('SIGNATURE_TOO_LARGE', { params: { max: SIGNATURE_MAX_BYTES / 1024 } });
  if (!isPng(bytes)) throw new AppError('NOT_A_SIGNATURE');
  if (declaredPixels(bytes) > SIGNATURE_MAX_PIXELS)
    throw new AppError('IMAGE_TOO_MANY_PIXELS', { params: { max: SIGNATURE_MAX_PIXELS / 1e6 } });
  let blank: boolean;
  try {
    blank = await isBlank(bytes);
  } catch (error) {
    throw new AppError('NOT_A_SIGNATURE', { cause: error });
  }
  if (blank) throw new AppError('SIGNATURE_BLANK');
  return bytes;
}
