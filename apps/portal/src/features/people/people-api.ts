import {
  channelListResponseSchema,
  channelResponseSchema,
  employeeListResponseSchema,
  employeeResponseSchema,
  passwordLinkResponseSchema,
  passwordResetCheckResponseSchema,
  passwordResetDoneResponseSchema,
  pathWith,
  peopleAdminPaths,
  storeListResponseSchema,
  storeResponseSchema,
  userCreatedResponseSchema,
  userListResponseSchema,
  userResponseSchema,
} from '@changdee/contract/people-admin';
import { apiRequest } from '../../lib/api';

// The people page's calls (docs/decisions/051): channels, stores, employees, users and the
// set-password links, under /ops/v1; and the public set-password routes of the link's page.

export const peopleKeys = {
  all: ['portal', 'people'] as const,
  channels: ['portal', 'people', 'channels'] as const,
  stores: ['portal', 'people', 'stores'] as const,
  employees: (storeId: string) => ['portal', 'people', 'employees', storeId] as const,
  users: ['portal', 'people', 'users'] as const,
};

export const fetchChannels = (signal?: AbortSignal) =>
  apiRequest({
    path: peopleAdminPaths.channels,
    schema: channelListResponseSchema.shape.data,
    signal,
  });
export const fetchStores = (signal?: AbortSignal) =>
  apiRequest({ path: peopleAdminPaths.stores, schema: storeListResponseSchema.shape.data, signal });
export const fetchEmployees = (storeId: string, signal?: AbortSignal) =>
  apiRequest({
    path: peopleAdminPaths.employees,
    query: { store_id: storeId },
    schema: employeeListResponseSchema.shape.data,
    signal,
  });
export const fetchUsers = (signal?: AbortSignal) =>
  apiRequest({ path: peopleAdminPaths.users, schema: userListResponseSchema.shape.data, signal });

/** Create (no id) or edit (with id and expected_version) a record of a kind. */
export const saveChannel = (code: string | null, body: object) =>
  apiRequest({
    method: code ? 'PATCH' : 'POST',
    path: code ? pathWith(peopleAdminPaths.channel, 'code', code) : peopleAdminPaths.channels,
    body,
    schema: channelResponseSchema.shape.data,
  });
export const saveStore = (id: string | null, body: object) =>
  apiRequest({
    method: id ? 'PATCH' : 'POST',
    path: id ? pathWith(peopleAdminPaths.store, 'storeId', id) : peopleAdminPaths.stores,
    body,
    schema: storeResponseSchema.shape.data,
  });
export const saveEmployee = (id: string | null, body: object) =>
  apiRequest({
    method: id ? 'PATCH' : 'POST',
    path: id ? pathWith(peopleAdminPaths.employee, 'employeeId', id) : peopleAdminPaths.employees,
    body,
    schema: employeeResponseSchema.shape.data,
  });
export const createUser = (body: object) =>
  apiRequest({
    method: 'POST',
    path: peopleAdminPaths.users,
    body,
    schema: userCreatedResponseSchema.shape.data,
  });
export const updateUser = (id: string, body: object) =>
  apiRequest({
    method: 'PATCH',
    path: pathWith(peopleAdminPaths.user, 'userId', id),
    body,
    schema: userResponseSchema.shape.data,
  });
export const newPasswordLink = (id: string) =>
  apiRequest({
    method: 'POST',
    path: pathWith(peopleAdminPaths.passwordLink, 'userId', id),
    schema: passwordLinkResponseSchema.shape.data,
  });

export const checkPasswordLink = (token: string, signal?: AbortSignal) =>
  apiRequest({
    path: peopleAdminPaths.passwordReset,
    query: { token },
    schema: passwordResetCheckResponseSchema.shape.data,
    signal,
    skipAuth: true,
  });
export const setPassword = (token: string, password: string) =>
  apiRequest({
    method: 'POST',
    path: peopleAdminPaths.passwordReset,
    body: { token, password },
    schema: passwordResetDoneResponseSchema.shape.data,
    skipAuth: true,
  });
