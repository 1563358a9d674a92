import { describe, expect, it, vi } from 'vitest';
import { addDays, addMonths } from '@changdee/domain/dates';
import { fixtureTree } from '../../../../test/location/location-fixtures';
import { CALENDAR_CHANNEL, firstAvailableTimeQuery } from './first-available-time';
import { loadLocationTree } from './location-tree';
import type { StoredTree, TreeStorage } from './tree-storage';
import { createWorkTypeBatcher } from './work-type-availability';

// The tree is kept in browser storage and revalidated with its ETag; the cards' questions about
// work types go out together; the badge's calendar query is the spec's.

function memoryStorage(initial: StoredTree | null = null) {
  let stored = initial;
  const storage: TreeStorage = {
    read: async () => stored,
    write: async (tree) => {
      stored = tree;
    },
  };
  return { storage, stored: () => stored };
}

const treeBody = JSON.stringify({ message: 'success', data: fixtureTree });

function answer(status: number, body = '', etag?: string): Response {
  return new Response(status === 304 ? null : body, {
    status,
    headers: etag ? { etag } : {},
  });
}

const fakeFetch = (respond: () => Promise<Response>) => vi.fn<typeof fetch>(respond);

const sentHeaders = (fetch: ReturnType<typeof fakeFetch>, call = 0) =>
  fetch.mock.calls[call]![1]!.headers as Record<string, string>;

describe('the location tree in browser storage', () => {
  it('stores the first answer with its ETag, then a 304 keeps the stored copy', async () => {
    const { storage, stored } = memoryStorage();
    const first = fakeFetch(async () => answer(200, treeBody, '"v1"'));
    expect(await loadLocationTree({ storage, fetch: first })).toEqual(fixtureTree);
    expect(sentHeaders(first)['If-None-Match']).toBeUndefined();
    expect(first.mock.calls[0]![1]!.cache).toBe('no-store');
    expect(stored()).toEqual({ etag: '"v1"', body: treeBody });

    const again = fakeFetch(async () => answer(304));
    expect(await loadLocationTree({ storage, fetch: again })).toEqual(fixtureTree);
    expect(sentHeaders(again)['If-None-Match']).toBe('"v1"');
    expect(stored()).toEqual({ etag: '"v1"', body: treeBody });
  });

  it('a changed tree (200) replaces the stored copy', async () => {
    const { storage, stored } = memoryStorage({ etag: '"v1"', body: treeBody });
    const changed = JSON.stringify({ message: 'success', data: fixtureTree.slice(0, 1) });
    const fetch = fakeFetch(async () => answer(200, changed, '"v2"'));
    expect(await loadLocationTree({ storage, fetch })).toHaveLength(1);
    expect(stored()).toEqual({ etag: '"v2"', body: changed });
  });

  it('a stored copy that no longer reads is fetched anew, without If-None-Match', async () => {
    const { storage } = memoryStorage({ etag: '"old"', body: '{"message":"success","data":[1]}' });
    const fetch = fakeFetch(async () => answer(200, treeBody, '"v1"'));
    expect(await loadLocationTree({ storage, fetch })).toEqual(fixtureTree);
    expect(sentHeaders(fetch)['If-None-Match']).toBeUndefined();
  });

  it('without the network or with a server error the stored copy serves', async () => {
    const { storage } = memoryStorage({ etag: '"v1"', body: treeBody });
    const offline = fakeFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadLocationTree({ storage, fetch: offline })).toEqual(fixtureTree);
    const broken = fakeFetch(async () => answer(503, '{"message":"x","code":"MAINTENANCE"}'));
    expect(await loadLocationTree({ storage, fetch: broken })).toEqual(fixtureTree);
  });

  it('with nothing stored, a failure fails (the panel offers to try again)', async () => {
    const { storage } = memoryStorage();
    const broken = fakeFetch(async () => answer(500, 'oops'));
    await expect(loadLocationTree({ storage, fetch: broken })).rejects.toThrow(/500/);
    const offline = fakeFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadLocationTree({ storage, fetch: offline })).rejects.toThrow('Failed to fetch');
  });
});

describe("the cards' questions about work types", () => {
  const store = { buStoreId: 'BU-1001', channel: 'CD-RETAIL' };

  it('go out once per district for a turn, each answered from the one reply', async () => {
    const send = vi.fn(async (district: string, workTypes: string[]) =>
      workTypes
        .filter((w) => w !== 'WT-MISSING')
        .map((w) => ({ type_of_work: w, available: district === '1047' && w === 'WT-AC' })),
    );
    const ask = createWorkTypeBatcher(send);
    const answers = await Promise.all([
      ask('1047', 'WT-AC', store),
      ask('1047', 'WT-SOLAR', store),
      ask('1047', 'WT-AC', store),
      ask('1047', 'WT-MISSING', store),
      ask('5001', 'WT-AC', store),
    ]);
    expect(answers).toEqual([true, false, true, false, false]);
    expect(send.mock.calls.map(([district, workTypes]) => [district, workTypes])).toEqual([
      ['1047', ['WT-AC', 'WT-SOLAR', 'WT-MISSING']],
      ['5001', ['WT-AC']],
    ]);
  });

  it('a failed call rejects every question of its batch (shown as not served)', async () => {
    const ask = createWorkTypeBatcher(async () => Promise.reject(new Error('offline')));
    const results = await Promise.allSettled([
      ask('1047', 'WT-AC', store),
      ask('1047', 'WT-CCTV', store),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('asks at most 50 work types per request (the contract’s limit)', async () => {
    const send = vi.fn(async (_d: string, workTypes: string[]) =>
      workTypes.map((w) => ({ type_of_work: w, available: true })),
    );
    const ask = createWorkTypeBatcher(send);
    const many = Array.from({ length: 60 }, (_, i) => ask('1047', `WT-${i}`, store));
    expect(await Promise.all(many)).toEqual(Array(60).fill(true));
    expect(send.mock.calls.map(([, workTypes]) => workTypes.length)).toEqual([50, 10]);
  });
});

describe("the badge's calendar query (spec §7 firstUnavailableDateByCart)", () => {
  it('asks from today + lock_days + 1 to today + 6 months, for the store and the district', () => {
    const product = { _id: 'p-1', product_type: 'I' as const, type_of_work: 'WT-AC', lock_days: 2 };
    const query = firstAvailableTimeQuery(
      product,
      '1047',
      { buStoreId: 'BU-1001', channel: 'CD-RETAIL' },
      '2026-01-30',
    );
    expect(query).toEqual({
      start_date: addDays('2026-01-30', 3),
      end_date: addMonths('2026-01-30', 6),
      available_time: 1,
      work_type_id: 'WT-AC',
      job_type: 'I',
      channel: CALENDAR_CHANNEL,
      channel_bu: 'CD-RETAIL',
      product_id: 'p-1',
      districts: '1047',
      bu_store_id: 'BU-1001',
    });
    expect(query.start_date).toBe('2026-02-02');
  });
});
