import { AppError } from '../../errors';

// What an upload is, by its first bytes (decision 056): only JPEG, PNG and WebP reach the image
// library. The declared content type and the file name are the client's word and are not asked.
// Everything else sharp/libvips would also read (SVG, GIF, TIFF, HEIC, PDF, raw pixels) is refused
// before a byte is decoded: an SVG of a few hundred bytes can keep a libvips thread busy for
// minutes (issue 28).

/**
 * The most pixels an upload may have (50 MP: a 48 MP phone photo passes), read from its header
 * before decoding; a decompression bomb is refused without its pixels ever being made.
 */
export const INPUT_PIXELS_MAX = 50_000_000;

export type AcceptedImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

// JPEG: SOI then the first marker; PNG: its 8-byte signature; WebP: a RIFF file whose form is WEBP.
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The kind of image the bytes are, by their magic number; null for anything else. */
export function acceptedImageKind(bytes: Buffer): AcceptedImageKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/** The kind of an accepted image; 415 NOT_AN_IMAGE for anything else. */
export function requireAcceptedImage(bytes: Buffer): AcceptedImageKind {
  const kind = acceptedImageKind(bytes);
  if (!kind) throw new AppError('NOT_AN_IMAGE');
  return kind;
}
