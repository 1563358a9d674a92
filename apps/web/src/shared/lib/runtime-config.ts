import { runtimeConfigSchema } from '@changdee/contract/runtime-config';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const runtimeConfigPath = '/api/runtime-config';

/** GET /api/runtime-config: maintenance flag, support phone, portal and help-centre URLs. */
export const runtimeConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['runtime-config'],
    queryFn: ({ signal }) =>
      apiRequest({ path: runtimeConfigPath, schema: runtimeConfigSchema, signal }),
    // Read often (guards, header), changes rarely; a minute keeps the maintenance flag timely.
    staleTime: 60_000,
  });
