import { errorBodySchema } from '@changdee/contract/envelope';

// What every module's routes answer alike: the success envelope, the refusals a signed-in route
// documents, and the Operators-only access (each module's routes/route-parts.ts uses them).

/** The success envelope of spec §7: `{ message: 'success', data }`. */
export const success = <T>(data: T) => ({ message: 'success' as const, data });

/** A bad request, no session, a role that may not: the refusals of a signed-in route. */
export const REFUSALS = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Changdee's operators only. */
export const OPERATORS_ONLY = { access: { roles: ['Operator'] } } as const;
