import { describe, expect, it } from 'vitest';
import { availableTimeSchema, cartCalendarQuerySchema } from './availability';

// The calendar query carries logic (comma lists, empty values, the date order): checked here.

const product = '0b9d1c52-4f7e-4d8e-9a51-0d1b2c3d4e5f';
const other = '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';

describe('cartCalendarQuerySchema', () => {
  it('reads the spec’s query: comma lists, empty values as absent', () => {
    expect(
      cartCalendarQuerySchema.parse({
        start_date: '2031-06-11',
        end_date: '2031-12-10',
        available_time: '1',
        product_id: ` ${product},${other}, `,
        work_type_id: 'WT-AC,WT-AC-CLEAN',
        job_type: 'S,I',
        districts: '1047',
        contractor_id: '',
        contractor_id_order: '',
        request_tax_invoice: 'false',
        channel: 'changdee',
        channel_bu: 'CD-RETAIL',
        bu_store_id: '',
      }),
    ).toEqual({
      start_date: '2031-06-11',
      end_date: '2031-12-10',
      available_time: '1',
      product_id: [product, other],
      work_type_id: ['WT-AC', 'WT-AC-CLEAN'],
      job_type: ['S', 'I'],
      districts: '1047',
      contractor_id: undefined,
      contractor_id_order: undefined,
      request_tax_invoice: 'false',
      channel: 'changdee',
      channel_bu: 'CD-RETAIL',
      bu_store_id: undefined,
    });
    expect(cartCalendarQuerySchema.parse({ product_id: product, districts: '5001' })).toMatchObject(
      { product_id: [product], districts: '5001' },
    );
  });

  it('names the field of a bad value', () => {
    const fieldOf = (query: Record<string, string>) => {
      const result = cartCalendarQuerySchema.safeParse({
        product_id: product,
        districts: '1047',
        ...query,
      });
      return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fieldOf({ start_date: '2031-02-29' })).toEqual(['start_date']);
    expect(fieldOf({ start_date: '2031-06-12', end_date: '2031-06-11' })).toEqual(['end_date']);
    expect(fieldOf({ start_date: '2031-06-11', end_date: '2031-06-11' })).toBeNull();
    expect(fieldOf({ districts: '10' })).toEqual(['districts']);
    expect(fieldOf({ product_id: `${product},nope` })).toEqual(['product_id.1']);
    expect(fieldOf({ product_id: ' , ' })).toEqual(['product_id']);
    expect(fieldOf({ job_type: 'S,Q' })).toEqual(['job_type.1']);
    expect(fieldOf({ work_type_id: 'WT-AC,WT/AC' })).toEqual(['work_type_id.1']);
    expect(fieldOf({ contractor_id_order: 'x' })).toEqual(['contractor_id_order']);
  });
});

describe('availableTimeSchema', () => {
  it('is a date with its free slots and a contractor, or null', () => {
    expect(availableTimeSchema.parse(null)).toBeNull();
    expect(
      availableTimeSchema.safeParse({ date: '2031-06-11', slots: [], contractor_id: product })
        .success,
    ).toBe(false);
    expect(
      availableTimeSchema.parse({ date: '2031-06-11', slots: ['2'], contractor_id: product }),
    ).toEqual({ date: '2031-06-11', slots: ['2'], contractor_id: product });
  });
});
