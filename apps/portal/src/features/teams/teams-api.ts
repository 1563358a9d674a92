import { locationDetailResponseSchema, locationPaths } from '@changdee/contract/locations';
import { peopleAdminPaths, userListResponseSchema } from '@changdee/contract/people-admin';
import {
  teamAdminPaths,
  teamDetailResponseSchema,
  teamListResponseSchema,
  teamPath,
  type ClosureRequest,
  type TeamFields,
  type TeamUpdate,
} from '@changdee/contract/teams-admin';
import { apiRequest } from '../../lib/api';

// The teams page's calls (docs/decisions/051): /ops/v1/teams…, the location tree for the area
// picker, and the users (technicians become members).

export const teamKeys = {
  all: ['portal', 'teams'] as const,
  list: ['portal', 'teams', 'list'] as const,
  one: (id: string) => ['portal', 'teams', 'one', id] as const,
  tree: ['portal', 'location-tree'] as const,
  users: ['portal', 'people', 'users'] as const,
};

const detail = teamDetailResponseSchema.shape.data;

export const fetchTeams = (signal?: AbortSignal) =>
  apiRequest({ path: teamAdminPaths.list, schema: teamListResponseSchema.shape.data, signal });
export const fetchTeam = (id: string, signal?: AbortSignal) =>
  apiRequest({ path: teamPath(id), schema: detail, signal });
export const fetchLocationTree = (signal?: AbortSignal) =>
  apiRequest({
    path: locationPaths.detail,
    schema: locationDetailResponseSchema.shape.data,
    signal,
  });
export const fetchUsers = (signal?: AbortSignal) =>
  apiRequest({ path: peopleAdminPaths.users, schema: userListResponseSchema.shape.data, signal });

export const createTeam = (fields: TeamFields) =>
  apiRequest({ method: 'POST', path: teamAdminPaths.list, body: fields, schema: detail });
export const updateTeam = (id: string, update: TeamUpdate) =>
  apiRequest({ method: 'PATCH', path: teamPath(id), body: update, schema: detail });
export const closeDays = (id: string, closure: ClosureRequest) =>
  apiRequest({
    method: 'POST',
    path: teamPath(id, teamAdminPaths.daysOff),
    body: closure,
    schema: detail,
  });
export const reopenDay = (id: string, date: string, expectedVersion: number) =>
  apiRequest({
    method: 'DELETE',
    path: teamPath(id, teamAdminPaths.dayOff).replace(':date', date),
    body: { expected_version: expectedVersion },
    schema: detail,
  });
