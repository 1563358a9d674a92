import { describe, expect, it } from 'vitest';
import { registeredCustomer } from './registered-customer';

describe('registeredCustomer', () => {
  it('picks the first customer whose password is set', () => {
    const list = [
      { id: 'a', password_set: false },
      { id: 'b', password_set: true },
      { id: 'c', password_set: true },
    ];
    expect(registeredCustomer(list)?.id).toBe('b');
  });

  it('gives none when nobody set a password', () => {
    expect(registeredCustomer([{ password_set: false }])).toBeNull();
    expect(registeredCustomer([])).toBeNull();
  });
});
