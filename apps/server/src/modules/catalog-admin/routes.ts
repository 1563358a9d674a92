import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_IMAGE_MAX_BYTES } from '@changdee/contract/catalog-admin';
import { serviceDetailRoute } from './routes/service-detail';
import { serviceImageRoutes } from './routes/service-images';
import { serviceListRoutes } from './routes/service-lists';
import { servicePublishingRoutes } from './routes/service-publishing';
import { serviceWriteRoutes } from './routes/service-writes';

// The services admin (issue 21 item 1, docs/decisions/049): Operators only — the catalogue is
// Changdee's, shared by every store of a channel, so a channel manager reads it in the shop but
// does not edit it. Every write is audited, versioned and seen by every server at its commit.

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // This module reads multipart bodies too (image uploads): one file, at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: SERVICE_IMAGE_MAX_BYTES, files: 1, fields: 1, parts: 2 },
  });
  serviceListRoutes(app);
  serviceDetailRoute(app);
  serviceWriteRoutes(app);
  servicePublishingRoutes(app);
  serviceImageRoutes(app);
};
