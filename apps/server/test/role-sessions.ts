import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { portalPaths } from '@changdee/contract/portal';
import { ROLES, type Role } from '@changdee/domain/roles';
import { DEMO_USERS } from '../src/db/seed/demo-keys';
import { loginAttempts } from '../src/db/schema/identity';
import { getTestContext, type TestContext } from './context';
import { signIn, type SignedIn } from './sign-in';

// One signed-in demo user of every role, for the tests of what each role sees in the portal
// (src/modules/portal/portal.test.ts, src/modules/auth/portal-sso.test.ts). Signs them in before
// the file's tests and removes the sign-in counters after them.

/** The demo user who has each role. */
export const DEMO_USER_OF: Record<Role, string> = {
  Sales: DEMO_USERS.sales,
  'Channel Manager': DEMO_USERS.manager,
  'External Brand': DEMO_USERS.brand,
  Operator: DEMO_USERS.operator,
  Technician: DEMO_USERS.technician,
};

export interface RoleSessions {
  /** The shared test context (set once the file's beforeAll has run). */
  ctx: TestContext;
  /** Each role's session. */
  sessions: Record<Role, SignedIn>;
  /** GET /ops/v1/me with the given Authorization header (none when left out). */
  me(authorization?: string): Promise<LightMyRequestResponse>;
}

/** Registers the file's beforeAll/afterAll and answers the sessions they make. */
export function useRoleSessions(): RoleSessions {
  const fixture: RoleSessions = {
    ctx: undefined as unknown as TestContext,
    sessions: {} as Record<Role, SignedIn>,
    me: (authorization) =>
      fixture.ctx.app.inject({
        method: 'GET',
        url: portalPaths.me,
        headers: authorization ? { authorization } : {},
      }),
  };
  beforeAll(async () => {
    fixture.ctx = await getTestContext();
    for (const role of ROLES)
      fixture.sessions[role] = await signIn(fixture.ctx.app, DEMO_USER_OF[role]);
  });
  afterAll(async () => {
    await fixture.ctx.db.delete(loginAttempts);
  });
  return fixture;
}
