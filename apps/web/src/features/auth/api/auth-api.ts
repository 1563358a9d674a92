import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  logoutResponseSchema,
  portalLinkSchema,
  refreshResultSchema,
  signInResultSchema,
  ssoResultSchema,
} from '@changdee/contract/auth';
import { employeeSchema } from '@changdee/contract/employees';
import { canSearchEmployees, cleanEmployeeKeyword } from '@changdee/domain/employee-search';
import { z } from 'zod';
import { basicAuthorization } from '@changdee/ui/lib/basic-authorization';
import { apiRequest } from '../../../shared/lib/api-client';

// The auth calls of spec §7 and the employee search that fills the dropdown.

export function signInRequest(credentials: { username: string; password: string }) {
  return apiRequest({
    method: 'POST',
    path: '/v1/auth',
    headers: {
      Authorization: basicAuthorization(credentials.username.trim(), credentials.password),
    },
    schema: signInResultSchema,
    skipAuth: true,
  });
}

export function refreshRequest(refreshToken: string) {
  return apiRequest({
    method: 'POST',
    path: '/v1/authServer/getAccessToken',
    body: { token: refreshToken },
    schema: refreshResultSchema,
    skipAuth: true,
  });
}

export function logoutRequest(refreshToken: string) {
  return apiRequest({
    method: 'POST',
    path: '/v1/auth/logout',
    body: { token: refreshToken },
    schema: logoutResponseSchema.shape.data,
    skipAuth: true,
  });
}

export function ssoRequest(token: string) {
  return apiRequest({
    method: 'POST',
    path: '/b2b/v2/auth/sso',
    body: { token },
    schema: ssoResultSchema,
    skipAuth: true,
  });
}

/**
 * The portal's link with a one-time sign-on token for the signed-in user, or for the holder of
 * `accessToken` (a session the shop does not keep: an operator handed to the portal).
 */
export function portalLinkRequest(accessToken?: string) {
  return apiRequest({
    method: 'POST',
    path: '/b2b/v2/auth/portal-token',
    schema: portalLinkSchema,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` }, skipAuth: true } : {}),
  });
}

export const signInMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-in'], mutationFn: signInRequest });

export const ssoMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sso'], mutationFn: ssoRequest });

export interface EmployeeSearch {
  storeId: string;
  storeName: string;
  keyword: string;
}

/** The employee dropdown's list (spec §7 channel/search); a store without a name is not searched. */
export const employeesQueryOptions = ({ storeId, storeName, keyword }: EmployeeSearch) => {
  const cleaned = cleanEmployeeKeyword(keyword);
  return queryOptions({
    queryKey: ['employees', storeId, cleaned],
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'POST',
        path: '/b2b/v2/channel/search',
        body: { keywordSearch: cleaned, store: storeName, store_uuid: storeId },
        schema: z.array(employeeSchema),
        signal,
      }),
    enabled: canSearchEmployees(storeName),
    staleTime: 5 * 60_000,
  });
};
