import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import { addDays, BUSINESS_TIME_ZONE } from '@changdee/domain/dates';
import type { DbExecutor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export async function insertEntry(tx: DbExecutor, entry: NewAuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  actorUserId?: string;
  from?: BusinessDate;
  to?: BusinessDate;
  after?: number;
  limit: number;
}

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** The start of a business date (Asia/Bangkok) as an instant, in SQL. */
const dayStart = (date: BusinessDate) =>
  sql`(${date}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

export async function listEntries(db: DbExecutor, filter: AuditFilter): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.entity !== undefined) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorUserId !== undefined)
    conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, dayStart(addDays(filter.to, 1))));
  if (filter.after !== undefined) conditions.push(lt(auditLog.id, filter.after));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorRole: auditLog.actorRole,
      actorName: users.displayName,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
