import Fastify, { type RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import { errorCatalogue } from '@changdee/contract/errors';
import { lineLinkPaths } from '@changdee/contract/line-link';
import { orderPaths } from '@changdee/contract/orders';
import type { Role } from '@changdee/domain/roles';
import type { App } from '../src/app';
import { routeModules } from '../src/modules/routes';
import type { Row } from './access-expectations';

// How the fuzz and the races judge an answer (docs/reliability.md): never a 5xx; a success matches
// the response schema its route is registered with (the contract's zod schema, read from the route
// modules); a failure is { message, code, details? } with a catalogue code, in the language asked.

export interface RouteSchemas {
  method: string;
  url: string;
  response: Record<string, z.ZodType>;
  /** The route validates a body (or, the webhooks, reads it raw). */
  readsBody: boolean;
}

const RAW_BODY_ROUTES: readonly string[] = [orderPaths.paymentWebhook, lineLinkPaths.webhook];

/** Every route's schemas, "METHOD url" → schemas: the route modules registered on a bare instance. */
export async function routeSchemas(app: App): Promise<Map<string, RouteSchemas>> {
  const schemas = new Map<string, RouteSchemas>();
  const recorder = Fastify();
  recorder.decorate('config', app.config);
  recorder.decorate('db', app.db);
  recorder.decorate('clock', app.clock);
  recorder.addHook('onRoute', (route: RouteOptions) => {
    const response = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
    for (const method of ([] as string[]).concat(route.method))
      schemas.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        response,
        readsBody: Boolean(route.schema?.body) || RAW_BODY_ROUTES.includes(route.url),
      });
  });
  for (const routes of routeModules) await recorder.register(routes as never);
  await recorder.close();
  return schemas;
}

const THAI = /[\u0E00-\u0E7F]/;

/** What is wrong with an answer of route `key`, or null. */
export function judge(
  schemas: Map<string, RouteSchemas>,
  key: string,
  response: { statusCode: number; body: string },
  language: 'th' | 'en',
): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 300)}`;
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  if (response.statusCode < 300) {
    const schema = schemas.get(key)?.response[String(response.statusCode)];
    if (!schema) return `${response.statusCode} is not an answer the route declares`;
    const parsed = schema.safeParse(json);
    return parsed.success
      ? null
      : `does not match its schema: ${parsed.error.message.slice(0, 300)}`;
  }
  const error = errorBodySchema.safeParse(json);
  if (!error.success) return `not the error envelope: ${response.body.slice(0, 200)}`;
  if (!(error.data.code in errorCatalogue)) return `unknown code ${error.data.code}`;
  if (language === 'en' && THAI.test(error.data.message))
    return `a Thai message to an English request: ${error.data.message}`;
  if (language === 'th' && !THAI.test(error.data.message))
    return `an English message to a Thai request: ${error.data.message}`;
  return null;
}

/**
 * The role a route's calls are sent as: Sales where it may call (its own store), otherwise the
 * first role the route admits — the back office's routes are the Operator's, and sent as Sales
 * they were all refused with 403 before reaching their code (the fuzz found none of their 500s).
 */
export const callerOf = (row: Row): Role =>
  row.access === 'public' || row.access.includes('Sales') ? 'Sales' : row.access[0]!;
