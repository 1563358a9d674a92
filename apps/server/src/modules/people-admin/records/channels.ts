import { asc, eq, sql } from 'drizzle-orm';
import type { AdminChannel } from '@changdee/contract/people-admin';
import type { channelCreateSchema, channelUpdateSchema } from '@changdee/contract/people-admin';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../../db/client';
import { channels, stores } from '../../../db/schema/identity';
import { AppError } from '../../../errors';
import { auditedCreate, auditedEdit, type AuditActor } from '../../audit/service';
import { rowReader, rowRecord } from './record-row';

const channelColumns = {
  code: channels.code,
  name_th: channels.nameTh,
  name_en: channels.nameEn,
  version: channels.version,
  store_count: sql<number>`(select count(*)::int from ${stores} s
    where s.channel_code = ${channels.code})`,
};

export const channelRow = rowReader<AdminChannel>(channels, channelColumns, channels.code);

// A channel's name is part of every store the store cache keeps.
const channelRecord = rowRecord('channel', channelRow, 'stores');

export async function listChannels(db: DbExecutor): Promise<AdminChannel[]> {
  return db.select(channelColumns).from(channels).orderBy(asc(channels.code));
}

export async function createChannel(
  db: Database,
  actor: AuditActor,
  input: z.infer<typeof channelCreateSchema>,
): Promise<AdminChannel> {
  return auditedCreate(db, channelRecord, actor, async (tx) => {
    if (await channelRow(tx, input.code)) throw new AppError('CODE_TAKEN', { field: 'code' });
    await tx
      .insert(channels)
      .values({ code: input.code, nameTh: input.name_th, nameEn: input.name_en });
    return input.code;
  });
}

export async function updateChannel(
  db: Database,
  actor: AuditActor,
  code: string,
  input: z.infer<typeof channelUpdateSchema>,
): Promise<AdminChannel> {
  return auditedEdit(db, channelRecord, {
    actor,
    id: code,
    expectedVersion: input.expected_version,
    write: async (tx, _before, version) => {
      await tx
        .update(channels)
        .set({ nameTh: input.name_th, nameEn: input.name_en, version })
        .where(eq(channels.code, code));
    },
  });
}
