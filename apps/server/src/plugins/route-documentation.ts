import type { ZodType } from 'zod';
import type { Access } from './access-types';

// What a route's OpenAPI operation says beyond the schemas Fastify checks (route config
// `openapi`, read by plugins/openapi.ts): the body and signature headers of a webhook, which reads
// its signed body raw and checks both itself, and a 200 answer that is not JSON (a PDF, a CSV, a
// photo). Fastify never sees these schemas, so documenting them changes no answer.

export interface RawAnswer {
  /** The media types it comes in (a photo: as it was stored). */
  mediaTypes: readonly string[];
  description: string;
  /** Sent as a download: Content-Disposition names the file. */
  attachment?: boolean;
}

export interface RouteDocumentation {
  /** A body the route reads raw and checks itself. */
  body?: ZodType;
  /** Headers the route checks itself. */
  headers?: ZodType;
  /** The 200 answer, when it is not JSON. */
  rawAnswer?: RawAnswer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocumentation;
  }
}

/** A download's 200 in OpenAPI 3.1: the bytes as a string of their media type. */
export function rawAnswerResponse({ mediaTypes, description, attachment }: RawAnswer) {
  return {
    description,
    content: Object.fromEntries(
      mediaTypes.map((mediaType) => [
        mediaType,
        { schema: { type: 'string', contentMediaType: mediaType } },
      ]),
    ),
    ...(attachment && {
      headers: {
        'content-disposition': {
          type: 'string',
          description: 'attachment; filename="…" (the name to save the file under)',
        },
      },
    }),
  };
}

/**
 * Who may call: signed-in routes name the bearer scheme; public ones say so with an empty list,
 * unless the route names a scheme of its own (HTTP Basic sign-in, the SMS gateway's token).
 */
export function operationSecurity(access: Access | undefined, declared: unknown): unknown {
  if (declared) return declared;
  return access === 'public' ? [] : [{ bearer: [] }];
}
