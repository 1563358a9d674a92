import { auditActor } from '../../audit/service';
import {
  employeeCreateSchema,
  employeeListResponseSchema,
  employeeParamsSchema,
  employeeQuerySchema,
  employeeResponseSchema,
  employeeUpdateSchema,
  peopleAdminPaths,
} from '@changdee/contract/people-admin';
import * as people from '../records/employees';
import { operator, errors, writeErrors, success, STALE, tags, type PeopleApp } from './route-parts';

// A store's employees from the portal (the Operator's, audited).

export function employeeRoutes(app: PeopleApp) {
  // ── employees ────────────────────────────────────────────────────────────────────────────────
  app.get(
    peopleAdminPaths.employees,
    {
      config: operator,
      schema: {
        tags,
        summary: 'The employees of a store, active or not',
        querystring: employeeQuerySchema,
        response: { 200: employeeListResponseSchema, ...errors },
      },
    },
    async (request) => success(await people.listEmployees(app.db, request.query.store_id)),
  );
  app.post(
    peopleAdminPaths.employees,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Add an employee to a store (409 CODE_TAKEN within the store)',
        body: employeeCreateSchema,
        response: { 200: employeeResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(await people.createEmployee(app.db, auditActor(request), request.body)),
  );
  app.patch(
    peopleAdminPaths.employee,
    {
      config: operator,
      schema: {
        tags,
        summary: 'Edit an employee (inactive ones leave the shop’s employee search)',
        description: STALE,
        params: employeeParamsSchema,
        body: employeeUpdateSchema,
        response: { 200: employeeResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      success(
        await people.updateEmployee(
          app.db,
          auditActor(request),
          request.params.employeeId,
          request.body,
        ),
      ),
  );
}
