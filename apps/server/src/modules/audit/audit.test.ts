import { afterAll, describe, expect, it } from 'vitest';
import { auditListResponseSchema } from '@changdee/contract/audit';
import { ROLES } from '@changdee/domain/roles';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/demo-keys';
import { AppError } from '../../errors';
import { getTestContext } from '../../../test/context';
import { signIn } from '../../../test/sign-in';
import { assertFreshVersion, recordAudit, type AuditActor } from './service';

// The audit log (docs/decisions/049): written in the change's own transaction, read by Operators
// newest first in keyset pages, filtered by record, actor and dates.

const ENTITY = 'audit-test';
afterAll(async () => {
  const { db } = await getTestContext();
  await db.delete(auditLog).where(eq(auditLog.entity, ENTITY));
});

const ROLE_USERS = {
  Sales: DEMO_USERS.sales,
  'Channel Manager': DEMO_USERS.manager,
  'External Brand': DEMO_USERS.brand,
  Operator: DEMO_USERS.operator,
  Technician: DEMO_USERS.technician,
} as const;

describe('the audit log', () => {
  it('commits and rolls back with the change it records', async () => {
    const { db, app } = await getTestContext();
    const operator = await signIn(app, DEMO_USERS.operator);
    const actor: AuditActor = {
      userId: operator.userId,
      role: 'Operator',
      requestId: 'req-audit-1',
    };
    await db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor,
        entity: ENTITY,
        entityId: 'one',
        action: 'create',
        before: null,
        after: { name: { th: 'หนึ่ง', en: 'One' }, at: new Date('2026-11-28T01:00:00Z') },
      });
    });
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor,
          entity: ENTITY,
          entityId: 'one',
          action: 'update',
          before: { a: 1 },
          after: { a: 2 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const response = await app.inject({
      method: 'GET',
      url: `/ops/v1/audit?entity=${ENTITY}&entity_id=one`,
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = auditListResponseSchema.parse(response.json());
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0]).toMatchObject({
      entity: ENTITY,
      entity_id: 'one',
      action: 'create',
      actor: { user_id: operator.userId, role: 'Operator' },
      before: null,
      after: { name: { th: 'หนึ่ง', en: 'One' }, at: '2026-11-28T01:00:00.000Z' },
      request_id: 'req-audit-1',
    });
    expect(data.entries[0]!.actor!.name).toEqual(expect.any(String));
    expect(data.next).toBeNull();
  });

  it('pages newest first and filters by actor and dates', async () => {
    const { db, app } = await getTestContext();
    const operator = await signIn(app, DEMO_USERS.operator);
    const system: AuditActor = { userId: null, role: null, requestId: null };
    for (let i = 0; i < 5; i++) {
      await db.transaction((tx) =>
        recordAudit(tx, {
          actor: system,
          entity: ENTITY,
          entityId: 'paged',
          action: `step-${i}`,
          before: { i },
          after: { i: i + 1 },
        }),
      );
    }
    const page = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/ops/v1/audit?entity=${ENTITY}&entity_id=paged&${query}`,
        headers: operator.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return auditListResponseSchema.parse(response.json()).data;
    };
    const first = await page('limit=2');
    expect(first.entries.map((e) => e.action)).toEqual(['step-4', 'step-3']);
    expect(first.entries[0]!.actor).toBeNull();
    const second = await page(`limit=2&after=${first.next}`);
    expect(second.entries.map((e) => e.action)).toEqual(['step-2', 'step-1']);
    const last = await page(`limit=2&after=${second.next}`);
    expect(last.entries.map((e) => e.action)).toEqual(['step-0']);
    expect(last.next).toBeNull();

    // Today (Bangkok) holds them all; a day long past none; an actor who did none of them none.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect((await page(`from=${today}&to=${today}`)).entries).toHaveLength(5);
    expect((await page('from=2020-01-01&to=2020-01-02')).entries).toHaveLength(0);
    expect((await page(`actor=${operator.userId}`)).entries).toHaveLength(0);

    const backwards = await app.inject({
      method: 'GET',
      url: '/ops/v1/audit?from=2026-02-02&to=2026-02-01',
      headers: operator.headers,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('is read by Operators only', async () => {
    const { app } = await getTestContext();
    for (const role of ROLES) {
      const session = await signIn(app, ROLE_USERS[role]);
      const response = await app.inject({
        method: 'GET',
        url: '/ops/v1/audit',
        headers: session.headers,
      });
      expect(response.statusCode, role).toBe(role === 'Operator' ? 200 : 403);
    }
    expect((await app.inject({ method: 'GET', url: '/ops/v1/audit' })).statusCode).toBe(401);
  });
});

describe('optimistic concurrency', () => {
  it('lets an edit on the current version through and refuses a stale one with the record as it is', () => {
    expect(() => assertFreshVersion(3, 3, () => ({ name: 'now' }))).not.toThrow();
    let thrown: unknown;
    try {
      assertFreshVersion(4, 3, () => ({ name: 'now' }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'STALE_EDIT',
      status: 409,
      details: { version: 4, current: { name: 'now' } },
    });
  });
});
