import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  addOnAdminPaths,
  addOnFieldsSchema,
  addOnListResponseSchema,
  addOnParamsSchema,
  addOnResponseSchema,
  addOnUpdateSchema,
} from '@changdee/contract/add-ons-admin';
import { OPERATORS_ONLY, REFUSALS, success } from '../../lib/route-answers';
import { auditActor } from '../audit/service';
import { addOnDetail, createAddOn, listAddOns, updateAddOn } from './service';

// Add-ons from the portal (issue 31 item 1, docs/decisions/072): list, create, read, edit
// (versioned, audited). The Operator's.

const writeErrors = { ...REFUSALS, 404: errorBodySchema, 409: errorBodySchema };

export const addOnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    addOnAdminPaths.list,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['add-ons'],
        summary: 'Every add-on, by work type, and the work types there are',
        response: { 200: addOnListResponseSchema, ...REFUSALS },
      },
    },
    async () => success(await listAddOns(app.db)),
  );

  app.post(
    addOnAdminPaths.list,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['add-ons'],
        summary: 'Create an add-on',
        description:
          'A priced extra of a work type: th/en names, unit, unit price in satang (VAT ' +
          'included when vat_applies), min and max quantity (0 < min ≤ max ≤ 9,999, at most ' +
          '2 decimals, whole when whole_units), active. Audited.',
        body: addOnFieldsSchema,
        response: { 200: addOnResponseSchema, ...writeErrors },
      },
    },
    async (request) => success(await createAddOn(app.db, auditActor(request), request.body)),
  );

  app.get(
    addOnAdminPaths.one,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['add-ons'],
        summary: 'An add-on',
        params: addOnParamsSchema,
        response: { 200: addOnResponseSchema, ...REFUSALS, 404: errorBodySchema },
      },
    },
    async (request) => success(await addOnDetail(app.db, request.params.addOnId)),
  );

  app.patch(
    addOnAdminPaths.one,
    {
      config: OPERATORS_ONLY,
      schema: {
        tags: ['add-ons'],
        summary: 'Edit an add-on (with the version the form was made on)',
        description:
          'The whole form with expected_version: another version is 409 STALE_EDIT with the ' +
          'add-on as it is now. Quotations already made keep their prices. Audited.',
        params: addOnParamsSchema,
        body: addOnUpdateSchema,
        response: { 200: addOnResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await updateAddOn(app.db, auditActor(request), request.params.addOnId, request.body)),
  );
};
