import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeAccess } from './access';
import { docsContentSecurityPolicy } from './security-headers';

// OpenAPI generated from the contract's zod schemas (the same ones that validate requests and
// answers), with Swagger UI at /api/docs and the JSON document at /api/docs/json. Routes that need a
// role are marked with the bearer scheme and say which roles. Swagger's packages load only when
// the docs are served (API_DOCS): a production server without them never holds them
// (docs/decisions/038).

export const DOCS_PREFIX = '/api/docs';

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
        openapi: '3.0.3',
        info: {
          title: 'Changdee B2B API',
          description:
            'The API of the Changdee (ช่างดี) partner-store shop. Answers: { message: "success", data } or ' +
            '{ message, code, details? }; messages follow Accept-Language (en, otherwise Thai).',
          version: '1.0.0',
        },
        servers: [{ url: publicBaseUrl }],
        components: {
          // Route schemas name these in `security`: [{ bearer: [] }] (access token), [{ basic: [] }].
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            basic: { type: 'http', scheme: 'basic' },
          },
        },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const access = input.route.config?.access;
        const schema = (transformed.schema ?? {}) as Record<string, unknown>;
        if (access && access !== 'public' && !schema.hide) {
          schema.security = [{ bearer: [] }];
          const note = `Access: ${describeAccess(access)}.`;
          schema.description = schema.description
            ? `${String(schema.description)}\n\n${note}`
            : note;
        }
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
