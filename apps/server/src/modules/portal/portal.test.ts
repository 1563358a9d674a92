import { describe, expect, it } from 'vitest';
import { portalMeResponseSchema } from '@changdee/contract/portal';
import { ROLES } from '@changdee/domain/roles';
import { DEMO_STORES, DEMO_TEAM_MEMBERS, DEMO_USERS } from '../../db/seed/demo-keys';
import { DEMO_USER_OF, useRoleSessions } from '../../../test/role-sessions';
import { signIn } from '../../../test/sign-in';

// GET /ops/v1/me (docs/decisions/041-the-operations-portal.md): who is signed in, for every role,
// on the demo database.

const portal = useRoleSessions();
const { sessions, me } = portal;

describe('GET /ops/v1/me', () => {
  it('answers every role with its user, role, stores and channels; a Technician with its team', async () => {
    for (const role of ROLES) {
      const response = await me(sessions[role].authHeader);
      expect(response.statusCode, role).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = portalMeResponseSchema.parse(response.json());
      expect(data.role, role).toBe(role);
      expect(data.user.username, role).toBe(DEMO_USER_OF[role]);
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
    const other = await signIn(portal.ctx.app, DEMO_USERS.technicianOther);
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
