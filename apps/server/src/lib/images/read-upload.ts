import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

// Reading an upload's one file (decision 056), for the job photos and the catalogue's images
// alike. Only bytes are read here, nothing decoded. Whatever goes wrong while parsing the
// multipart body is the client's: no boundary, a body cut short, more parts than the route takes
// → 400 UPLOAD_MALFORMED; a file over the route's limit → 413 IMAGE_TOO_LARGE; no multipart body
// or no file in it → 415 NOT_AN_IMAGE. A server closing cuts the uploads it is still receiving.

const MB = 1024 * 1024;

export interface Upload {
  bytes: Buffer;
  /** A text field sent before the file (format=jpeg). */
  field(name: string): string | undefined;
}

export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('NOT_AN_IMAGE');
  return request.server.images.receive(request.raw, () => readFile(request, maxBytes));
}

async function readFile(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  try {
    const file = await request.file();
    if (!file) throw new AppError('NOT_AN_IMAGE');
    const bytes = await file.toBuffer();
    const field = (name: string) => {
      const value = (file.fields[name] as { value?: unknown } | undefined)?.value;
      return typeof value === 'string' ? value : undefined;
    };
    return { bytes, field };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMAGE_TOO_LARGE', { params: { max: maxBytes / MB }, cause: error });
    throw new AppError('UPLOAD_MALFORMED', { cause: error });
  }
}
