import { errorBodySchema } from '@changdee/contract/envelope';

// What every module's routes answer alike: the success envelope, the refusals a signed-in route
// documents, and the Operators-only access (each module's routes/route-parts.ts uses them).

/** The success envelope of spec §7: `{ message: 'success', data }`. */
export const success = <T>(data: T) => ({ message: 'success' as const, data });

/** A bad request, no session, a role that may not: the refusals of a signed-in route. */
export const REFUSALS = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Changdee's operators only. */
export const OPERATORS_ONLY = { access: { roles: ['Operator'] } } as const;

/**
 * The refusals of a change that names an order and may be sent again with an Idempotency-Key:
 * no such order (404), a state it cannot take (409), a key reused for another body (422).
 */
export const CHANGE_REFUSALS = {
  ...REFUSALS,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** A saved answer (idempotency.ts) sent as it was first given: its status and its body. */
export const sendSaved = <Sent>(
  reply: { code(status: number): { send(body: never): Sent } },
  answer: { status: number; body: unknown },
): Sent => reply.code(answer.status).send(answer.body as never);
