import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@changdee/contract/envelope';
import {
  addressDistrictsResponseSchema,
  addressProvincesResponseSchema,
  addressSubDistrictsResponseSchema,
  districtCodeParamsSchema,
  locationDetailResponseSchema,
  locationPaths,
  provinceCodeParamsSchema,
} from '@changdee/contract/locations';
import { success } from '../../lib/route-answers';
import { sendPrecompressed } from './precompressed-json';
import {
  districtsOfProvince,
  geographyAnswer,
  subDistrictsOfDistrict,
  type GeographyAnswer,
} from './service';

// The location tree and the address lists (spec §7). Public: official geography with nothing of a
// user or a store in it, which the web app fetches before the service-area panel opens and keeps
// in browser storage; no sign-in means shared caches may keep it too.

const PUBLIC = { access: 'public' } as const;

const PRECOMPRESSED_NOTE =
  'Served pre-compressed (br, else gzip, else plain, by Accept-Encoding) with a strong ETag per ' +
  'encoding and Cache-Control: public, no-cache; send If-None-Match to get 304 Not Modified ' +
  'while the data is unchanged.';

type LocationApp = Parameters<FastifyPluginAsyncZod>[0];

// The answers served whole, already serialised (checked against the contract when built).
const WHOLE_ANSWERS = [
  {
    which: 'tree',
    path: locationPaths.detail,
    summary: 'The province → district → sub-district tree (spec §3 Location)',
    description: `Every province, its districts and their sub-districts in code order, with Thai and English names and postcodes (main first). ${PRECOMPRESSED_NOTE}`,
    response: locationDetailResponseSchema,
  },
  {
    which: 'provinces',
    path: locationPaths.provinces,
    summary: 'All 77 provinces, in code order',
    description: PRECOMPRESSED_NOTE,
    response: addressProvincesResponseSchema,
  },
  {
    which: 'districts',
    path: locationPaths.districts,
    summary: 'All districts, in code order, each with its province code',
    description: PRECOMPRESSED_NOTE,
    response: addressDistrictsResponseSchema,
  },
  {
    which: 'subdistricts',
    path: locationPaths.subdistricts,
    summary: 'All sub-districts, in code order, each with its district code and postcodes',
    description: PRECOMPRESSED_NOTE,
    response: addressSubDistrictsResponseSchema,
  },
] as const satisfies ReadonlyArray<{
  which: GeographyAnswer;
  path: string;
  [more: string]: unknown;
}>;

function wholeAnswerRoutes(app: LocationApp) {
  for (const { which, path, summary, description, response } of WHOLE_ANSWERS)
    app.get(
      path,
      {
        config: PUBLIC,
        schema: { tags: ['locations'], summary, description, response: { 200: response } },
      },
      async (request: FastifyRequest, reply: FastifyReply) =>
        sendPrecompressed(request, reply, await geographyAnswer(app.db, which)),
    );
}

/** The districts of a province and the sub-districts of a district. */
function childListRoutes(app: LocationApp) {
  app.get(
    locationPaths.provinceDistricts,
    {
      config: PUBLIC,
      schema: {
        tags: ['locations'],
        summary: 'The districts of a province',
        description:
          'An unknown province code gives an empty list; a code that is not 2 digits is 400.',
        params: provinceCodeParamsSchema,
        response: { 200: addressDistrictsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => success(await districtsOfProvince(app.db, request.params.code)),
  );

  app.get(
    locationPaths.districtSubdistricts,
    {
      config: PUBLIC,
      schema: {
        tags: ['locations'],
        summary: 'The sub-districts of a district',
        description:
          'An unknown district code gives an empty list; a code that is not 4 digits is 400.',
        params: districtCodeParamsSchema,
        response: { 200: addressSubDistrictsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => success(await subDistrictsOfDistrict(app.db, request.params.code)),
  );
}

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The tree is the first thing the service-area panel needs: build and compress it once the app
  // is ready rather than on the first visitor's request (a failure here is retried on demand).
  app.addHook('onReady', async () => {
    geographyAnswer(app.db, 'tree').catch((error: unknown) =>
      app.log.warn({ err: error }, 'location tree not prepared at start; built on first request'),
    );
  });
  wholeAnswerRoutes(app);
  childListRoutes(app);
};
