import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_PHOTO_MAX_BYTES } from '@changdee/domain/job-report';
import { dayJobsRoute } from './routes/day-jobs';
import { jobPhotoRoute } from './routes/job-photo';
import { addJobPhotoRoute } from './routes/job-photos';
import { jobStatusRoute } from './routes/job-status';

// The technician's day (issue 20, docs/decisions/044): a team's job cards, a technician's steps
// and the job's photos. Technicians reach their own team's jobs only (the order policy); operators
// every job.

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this module reads multipart bodies: one file, at most JOB_PHOTO_MAX_BYTES.
  await app.register(multipart, {
    limits: { fileSize: JOB_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  dayJobsRoute(app);
  jobStatusRoute(app);
  addJobPhotoRoute(app);
  jobPhotoRoute(app);
};
