import {
  dispatchPaths,
  jobParamsSchema,
  jobStatusHeadersSchema,
  jobStatusRequestSchema,
  jobStatusResponseSchema,
} from '@changdee/contract/dispatch';
import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import { errorBodySchema } from '@changdee/contract/envelope';
import { reportStep } from '../service';
import { CHANGE_REFUSALS, sendSaved } from '../../../lib/route-answers';
import { deviceOf } from '../../../lib/device';
import { field, type JobsApp } from './route-parts';

// A technician's step on a job (on the way, started, completed, a problem), idempotent with a key.

export function jobStatusRoute(app: JobsApp) {
  app.post(
    dispatchPaths.jobStatus,
    {
      config: field,
      schema: {
        tags: ['jobs'],
        summary: 'A technician’s step on a job: on the way, started, completed, or a problem',
        description:
          'status: scheduled (confirm a job just assigned), on_the_way, in_progress, completed — ' +
          'the order’s next status, as the order policy allows (409 ORDER_STATUS_NOT_ALLOWED ' +
          'otherwise) — or problem with `problem` (customer_absent, needs_another_visit, ' +
          'wrong_job, other), which flags the job for the dispatch board without ending it. ' +
          '`note` is required to complete and for a problem of kind other (400 with the field); ' +
          'completing needs at least one photo (409 JOB_PHOTO_REQUIRED) and `sign_off` (400 ' +
          'without it): the customer’s typed name and signature (base64 PNG: not a PNG 415 ' +
          'NOT_A_SIGNATURE, over 512 kB 413 SIGNATURE_TOO_LARGE, blank 422 SIGNATURE_BLANK; a ' +
          'body over the server’s limit 413 PAYLOAD_TOO_LARGE), kept with the time and the ' +
          'device (User-Agent), or why the customer was absent (reason, and a note for other). ' +
          'Completing asks the customer for a rating (event rating_requested after completed). The technician of ' +
          'another team’s job: 404 ORDER_NOT_FOUND. With an Idempotency-Key the same step sent ' +
          'again answers the first answer and changes nothing (the same key with another body: ' +
          '422 IDEMPOTENCY_KEY_REUSED). Answers the job card.',
        headers: jobStatusHeadersSchema,
        params: jobParamsSchema,
        body: jobStatusRequestSchema,
        response: {
          200: jobStatusResponseSchema,
          ...CHANGE_REFUSALS,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await reportStep(
        app.db,
        request.auth!,
        request.params.cartOrderNo,
        request.body,
        {
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
          device: deviceOf(request),
        },
      );
      return sendSaved(reply, answer);
    },
  );
}
