import { describe, expect, it } from 'vitest';
import {
  OPS_ORDER_CSV_COLUMNS,
  opsOrderFiltersSchema,
  opsOrderListQuerySchema,
} from './ops-orders';

describe('the portal order list’s query', () => {
  it('takes the defaults: newest first, 25 a page, from the first', () => {
    expect(opsOrderListQuerySchema.parse({})).toEqual({ sort: 'created', dir: 'desc', limit: 25 });
  });

  it('reads a page size from the query string and keeps it within 1–100', () => {
    expect(opsOrderListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(opsOrderListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(opsOrderListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('refuses a range that ends before it starts, on its end', () => {
    const result = opsOrderFiltersSchema.safeParse({
      created_from: '2031-06-10',
      created_to: '2031-06-09',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['created_to']);
    expect(
      opsOrderListQuerySchema.safeParse({ booked_from: '2031-06-10', booked_to: '2031-06-10' })
        .success,
    ).toBe(true);
  });

  it('names every CSV column in Thai and English', () => {
    for (const column of OPS_ORDER_CSV_COLUMNS) {
      expect(column.th).not.toBe('');
      expect(column.en).not.toBe('');
    }
  });
});
