import { z } from 'zod';
import { successEnvelope } from './envelope';

// GET /healthz: for load balancers, orchestrators and `npm start`'s readiness wait. 200 when the
// server answers and its database does; otherwise 503 SERVICE_UNAVAILABLE (error shape).
export const healthSchema = z.object({
  status: z.literal('ok'),
  /** Which database the server runs on: the embedded PGlite or a PostgreSQL server. */
  database: z.enum(['pglite', 'pg']),
});
export type Health = z.infer<typeof healthSchema>;

export const healthResponseSchema = successEnvelope(healthSchema);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
