import { describe, expect, it } from 'vitest';
import type { OpsOrderRow } from '@changdee/contract/ops-orders';
import { csvCell } from '../../lib/csv';
import { orderRowsCsv } from './csv';

// The CSV's cells as a spreadsheet reads them (docs/decisions/042).

const row: OpsOrderRow = {
  cartOrderNo: 'CO310610123456',
  created_at: '2031-06-10T05:07:00.000Z',
  status: 'created',
  payment: { state: 'unpaid', method: null },
  channel: 'CD-RETAIL',
  store: { _id: 'a0000000-0000-4000-8000-000000000001', name: { th: 'บางนา', en: 'Bang Na' } },
  customer: { firstname: '=HYPERLINK("http://x")', lastname: 'มีนา, ใจดี', mobile: '0891234567' },
  expected_date: { date: '2031-06-20', time: '1' },
  contractor: {
    contractor_id: 'c0000000-0000-4000-8000-000000000001',
    name: { th: 'ทีมเย็น', en: 'Cool team' },
  },
  total_payable: 1250,
};

describe('orders CSV', () => {
  it('defuses a cell that starts like a formula, and quotes what must be quoted', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('ช่างดี')).toBe('ช่างดี');
    expect(csvCell(1250)).toBe('1250');
  });

  it('writes an order in the request’s language, Bangkok time, the mobile kept as text', () => {
    const th = orderRowsCsv('th');
    expect(th.heading.startsWith('เลขที่คำสั่งซื้อ,')).toBe(true);
    expect(th.line(row)).toBe(
      'CO310610123456,2031-06-10 12:07,created,unpaid,,CD-RETAIL,บางนา,' +
        '"\'=HYPERLINK(""http://x"") มีนา, ใจดี",089-123-4567,2031-06-20,09.00-12.00,ทีมเย็น,1250\r\n',
    );
    const en = orderRowsCsv('en');
    expect(en.heading.endsWith('Total payable (THB)\r\n')).toBe(true);
    expect(en.line({ ...row, contractor: null })).toContain(',Bang Na,');
    expect(en.line({ ...row, contractor: null })).toMatch(/,09\.00-12\.00,,1250\r\n$/);
  });
});
