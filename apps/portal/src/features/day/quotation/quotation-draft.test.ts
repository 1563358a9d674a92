import { describe, expect, it } from 'vitest';
import { quotationSaveSchema, sentPriceField } from '@changdee/contract/quotations';
import { draftOf, saveBodyOf } from './quotation-draft';

// What the phone sends for a quotation (decision 072): quantities as typed, never a price.

const PIPE = '11111111-1111-4111-8111-111111111111';
const AC = '22222222-2222-4222-8222-222222222222';

describe('the quotation the phone sends', () => {
  it('carries quantities as numbers, the optional ticks and the version it was made on', () => {
    const draft = {
      ...draftOf(null),
      lines: [
        { kind: 'service' as const, id: AC, qty: '2', optional: false },
        { kind: 'add_on' as const, id: PIPE, qty: '6,5', optional: true },
      ],
      note: 'ท่อยาว',
    };
    const body = saveBodyOf(draft, 3);
    expect(body).toEqual({
      lines: [
        { kind: 'service', product_id: AC, qty: 2, optional: false },
        { kind: 'add_on', add_on_id: PIPE, qty: 6.5, optional: true },
      ],
      note: 'ท่อยาว',
      valid_days: 14,
      photo_ids: [],
      based_on_version: 3,
    });
    expect(sentPriceField(body)).toBeNull();
    expect(quotationSaveSchema.safeParse(body).success).toBe(true);
  });

  it('leaves a blank quantity for the contract to refuse, and sends no version the first time', () => {
    const body = saveBodyOf(
      { ...draftOf(null), lines: [{ kind: 'add_on', id: PIPE, qty: ' ', optional: false }] },
      null,
    );
    expect(body.based_on_version).toBeUndefined();
    expect(quotationSaveSchema.safeParse(body).success).toBe(false);
  });
});
