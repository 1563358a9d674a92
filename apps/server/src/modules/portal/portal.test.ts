import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMeResponseSchema, portalPaths } from '@changdee/contract/portal';
import { ROLES, type Role } from '@changdee/domain/roles';
import { DEMO_STORES, DEMO_TEAM_MEMBERS, DEMO_USERS } from '../../db/seed/demo-keys';
import { loginAttempts } from '../../db/schema/identity';
import { getTestContext, type TestContext } from '../../../test/context';
import { signIn, type SignedIn } from '../../../test/sign-in';

// GET /ops/v1/me (docs/decisions/041-the-operations-portal.md): who is signed in, for every role,
// on the demo database.

const USER_OF: Record<Role, string> = {
  Sales: DEMO_USERS.sales,
  'Channel Manager': DEMO_USERS.manager,
  'External Brand': DEMO_USERS.brand,
  Operator: DEMO_USERS.operator,
  Technician: DEMO_USERS.technician,
};

let ctx: TestContext;
const sessions = {} as Record<Role, SignedIn>;
beforeAll(async () => {
  ctx = await getTestContext();
  for (const role of ROLES) sessions[role] = await signIn(ctx.app, USER_OF[role]);
});
afterAll(async () => {
  await ctx.db.delete(loginAttempts);
});

const me = (authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: portalPaths.me,
    headers: authorization ? { authorization } : {},
  });

describe('GET /ops/v1/me', () => {
  it('answers every role with its user, role, stores and channels; a Technician with its team', async () => {
    for (const role of ROLES) {
      const response = await me(sessions[role].authHeader);
      expect(response.statusCode, role).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = portalMeResponseSchema.parse(response.json());
      expect(data.role, role).toBe(role);
      expect(data.user.username, role).toBe(USER_OF[role]);
      expect(data.user.id, role).toBe(sessions[role].userId);
      expect(data.team === null, role).toBe(role !== 'Technician');
      expect(data.stores.map((s) => s._id)).toEqual(sessions[role].stores.map((s) => s._id));
      expect(data.channels.map((c) => c.code)).toEqual([
        ...new Set(sessions[role].stores.map((s) => s.channel)),
      ]);
    }
    const tech = portalMeResponseSchema.parse((await me(sessions.Technician.authHeader)).json());
    expect(tech.data.team?.code).toBe(DEMO_TEAM_MEMBERS[DEMO_USERS.technician]);
    expect(tech.data.team?.name.th).toBeTruthy();
    const other = await signIn(ctx.app, DEMO_USERS.technicianOther);
    const tech2 = portalMeResponseSchema.parse((await me(other.authHeader)).json());
    expect(tech2.data.team?.code).toBe(DEMO_TEAM_MEMBERS[DEMO_USERS.technicianOther]);
    const sales = portalMeResponseSchema.parse((await me(sessions.Sales.authHeader)).json());
    expect(sales.data.stores.map((s) => s.id)).toEqual([DEMO_STORES.bangna]);
    const ops = portalMeResponseSchema.parse((await me(sessions.Operator.authHeader)).json());
    expect(ops.data.stores).toEqual([]);
  });

  it('refuses a caller without a valid token (401)', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('Bearer not-a-token')).statusCode).toBe(401);
  });
});
