import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeAccess } from './access';
import {
  operationSecurity,
  rawAnswerResponse,
  type RouteDocumentation,
} from './route-documentation';
import { docsContentSecurityPolicy } from './security-headers';

// OpenAPI 3.1 generated from the contract's zod schemas (the same ones that validate requests and
// answers; JSON Schema 2020-12, so a nullable field is `anyOf [..., { type: 'null' }]`), with
// Swagger UI at /api/docs and the JSON document at /api/docs/json. Routes that need a role are
// marked with the bearer scheme and say which roles; public ones have `security: []`; what
// Fastify does not check itself comes from the route's config.openapi (route-documentation.ts,
// docs/decisions/060). Swagger's packages load only when the docs are served (API_DOCS): a
// production server without them never holds them (docs/decisions/038).

export const DOCS_PREFIX = '/api/docs';

/** A webhook's body and headers, documented as if Fastify checked them (the route does). */
const documentedInput = (documentation: RouteDocumentation | undefined) => ({
  ...(documentation?.body && { body: documentation.body }),
  ...(documentation?.headers && { headers: documentation.headers }),
});

export const openApiPlugin = fp<{ publicBaseUrl: string; https: boolean }>(
  async (app, { publicBaseUrl, https }) => {
    const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    // Swagger UI needs inline styles; relax the CSP for its routes only. The docs stay up in maintenance.
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
        // The security headers plugin reads a route's own helmet options from config.helmet.
        const helmet = {
          contentSecurityPolicy: {
            useDefaults: false,
            directives: docsContentSecurityPolicy(https),
          },
        };
        route.config = {
          ...route.config,
          availableInMaintenance: true,
          helmet,
        } as typeof route.config;
      }
    });

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Changdee B2B API',
          description:
            'The API of the Changdee (ช่างดี) partner-store shop. Answers: { message: "success", data } or ' +
            '{ message, code, details? }; messages follow Accept-Language (en, otherwise Thai).',
          version: '1.0.0',
        },
        servers: [{ url: publicBaseUrl }],
        components: {
          // Signed-in routes name the bearer scheme; public ones an empty list, or a scheme of
          // their own in their schema's `security` ([{ basic: [] }], [{ smsReportToken: [] }]).
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            basic: { type: 'http', scheme: 'basic' },
            smsReportToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'SMS_REPORT_TOKEN, the token given to the SMS gateway',
            },
          },
        },
      },
      transform: (input) => {
        const access = input.route.config?.access;
        const documentation = input.route.config?.openapi;
        const transformed = jsonSchemaTransform({
          ...input,
          schema: { ...input.schema, ...documentedInput(documentation) },
        });
        const schema = (transformed.schema ?? {}) as Record<string, unknown>;
        if (schema.hide) return transformed;
        schema.security = operationSecurity(access, schema.security);
        if (access && access !== 'public') {
          const note = `Access: ${describeAccess(access)}.`;
          schema.description = schema.description
            ? `${String(schema.description)}\n\n${note}`
            : note;
        }
        if (documentation?.rawAnswer)
          schema.response = {
            ...(schema.response as object),
            200: rawAnswerResponse(documentation.rawAnswer),
          };
        return { ...transformed, schema };
      },
      transformObject: jsonSchemaTransformObject,
    });

    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'changdee-openapi', fastify: '5.x' },
);
