import { z } from 'zod';
import { successEnvelope } from './envelope';

// GET /api/runtime-config: what the web app must know before it renders (spec §1 maintenance
// flag, §2 header links, the support phone of the service-area panel). Public, no sign-in.
export const runtimeConfigSchema = z.object({
  /** When true the web app signs the user out and shows /maintenance. */
  maintenance: z.boolean(),
  /** The call centre's number, shown when no technician serves an area. */
  supportPhone: z.string().min(1),
  /** The admin portal opened from the header (a single-sign-on token is appended when signed in). */
  portalUrl: z.url(),
  /** The portal's sign-in page. */
  portalLoginUrl: z.url(),
  /** The external help-centre / contact page opened from the header. */
  helpCenterUrl: z.url(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const runtimeConfigResponseSchema = successEnvelope(runtimeConfigSchema);
export type RuntimeConfigResponse = z.infer<typeof runtimeConfigResponseSchema>;
