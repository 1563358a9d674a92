import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { App } from '../src/app';

// The server's OpenAPI document as a client reads it (GET /api/docs/json), and its answer schemas
// compiled by Ajv in strict mode (JSON Schema 2020-12, the dialect of OpenAPI 3.1): software
// nobody here wrote, checking the document against what the server really answers.

export interface OpenApiMedia {
  schema?: Record<string, unknown>;
}
export interface OpenApiOperation {
  security?: Array<Record<string, string[]>>;
  description?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, OpenApiMedia> };
  responses: Record<string, { content?: Record<string, OpenApiMedia> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

export async function openApiDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json: ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

/** A route's URL as Fastify lists it (/carts/:cartOrderNo) as the document's path (/carts/{cartOrderNo}). */
export const documentedPath = (url: string): string =>
  url.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}');

export const operationOf = (
  doc: OpenApiDocument,
  method: string,
  url: string,
): OpenApiOperation | undefined => doc.paths[documentedPath(url)]?.[method.toLowerCase()];

/** The media types an operation documents for a status. */
export const documentedMediaTypes = (operation: OpenApiOperation, status: number): string[] =>
  Object.keys(operation.responses[String(status)]?.content ?? {});

export interface AnswerChecker {
  /** Ajv's errors for a JSON answer against the documented schema of its status; [] when it fits. */
  errors(method: string, url: string, status: number, body: unknown): ErrorObject[];
  /** Compiles every JSON answer schema of the document (strict mode refuses what it cannot read). */
  compileAll(): number;
}

export function answerChecker(doc: OpenApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (method: string, path: string, status: string) => {
    const key = `${method} ${path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema =
        doc.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${key}: no application/json schema in the document`);
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  };
  return {
    errors: (method, url, status, body) => {
      const validate = validator(method.toLowerCase(), documentedPath(url), String(status));
      return validate(body) ? [] : (validate.errors ?? []);
    },
    compileAll: () => {
      for (const [path, operations] of Object.entries(doc.paths))
        for (const [method, operation] of Object.entries(operations))
          for (const [status, response] of Object.entries(operation.responses))
            if (response.content?.['application/json']) validator(method, path, status);
      return compiled.size;
    },
  };
}
