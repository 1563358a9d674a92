import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { acceptedImageKind } from './image-kind';
import type { EncodedImage, ImageTask } from './image-pool';

// An upload's one file (decision 056), for the job photos and the catalogue's images alike: read
// here (bytes only), encoded by the image pool. Whatever goes wrong while parsing the
// multipart body is the client's: no boundary, a body cut short, a second file or more fields
// than the route takes → 400 UPLOAD_MALFORMED; a file over the route's limit → 413
// IMAGE_TOO_LARGE; no multipart body or no file in it → 415 NOT_AN_IMAGE. A server closing cuts
// the uploads it is still receiving.

const MB = 1024 * 1024;

export interface Upload {
  bytes: Buffer;
  /** A text field of the form (format=jpeg). */
  field(name: string): string | undefined;
}

/**
 * An upload's images, through the server's image pool (image-pool.ts): admitted, then its one
 * file read (at most `maxBytes`), then encoded as `taskOf` its form says.
 */
export async function encodeUpload(
  request: FastifyRequest,
  owner: string,
  maxBytes: number,
  taskOf: (upload: Upload) => ImageTask,
): Promise<EncodedImage[]> {
  if (!request.isMultipart()) throw new AppError('NOT_AN_IMAGE');
  return request.server.images.process(owner, request.raw, async () => {
    const upload = await readFile(request, maxBytes);
    return { input: upload.bytes, task: taskOf(upload) };
  });
}

/** A bank transfer's slip as it is kept: a photo encoded as a job photo, or the PDF as sent. */
export interface SlipFile {
  bytes: Buffer;
  contentType: 'image/webp' | 'image/jpeg' | 'application/pdf';
  /** A text field of the form (employee_code). */
  field(name: string): string | undefined;
}

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/**
 * A slip upload (decision 069): the job photos' rules — one file of at most `maxBytes`, a JPEG,
 * PNG or WebP known by its bytes, re-encoded by the image pool — or a PDF known by its first
 * bytes `%PDF-`, kept as sent (nothing decodes it; the operator's browser shows it). Anything else:
 * 415 NOT_A_SLIP. The file is read before the pool admits it, so a PDF takes no image worker.
 */
export async function readSlipUpload(
  request: FastifyRequest,
  owner: string,
  maxBytes: number,
): Promise<SlipFile> {
  if (!request.isMultipart()) throw new AppError('NOT_A_SLIP');
  const upload = await readFile(request, maxBytes).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_AN_IMAGE'
      ? new AppError('NOT_A_SLIP')
      : error;
  });
  if (upload.bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE))
    return { bytes: upload.bytes, contentType: 'application/pdf', field: upload.field };
  if (!acceptedImageKind(upload.bytes)) throw new AppError('NOT_A_SLIP');
  const [image] = await request.server.images.process(owner, request.raw, async () => ({
    input: upload.bytes,
    task: { kind: 'photo', format: 'webp' },
  }));
  return {
    bytes: image!.bytes,
    contentType: image!.contentType,
    field: upload.field,
  };
}

async function readFile(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  let bytes: Buffer | null = null;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      // A second file is over the route's limit of one: busboy refuses it (FST_FILES_LIMIT).
      if (part.type === 'file') bytes = await part.toBuffer();
      else if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMAGE_TOO_LARGE', { params: { max: maxBytes / MB }, cause: error });
    throw new AppError('UPLOAD_MALFORMED', { cause: error });
  }
  if (!bytes) throw new AppError('NOT_AN_IMAGE');
  return { bytes, field: (name) => fields.get(name) };
}
