/** What the family lookup reads of a shop customer record. */
export interface CustomerAccount {
  /** Whether the customer set a password (an online account of their own). */
  password_set: boolean;
}

/**
 * Spec §7 check-scg-family: of the shop's customer records with a mobile, the one whose password
 * is set. Decision: when several are (a customer registered twice), the first as given — the
 * server lists the most recently registered first; none set: no customer.
 */
export const registeredCustomer = <T extends CustomerAccount>(customers: readonly T[]): T | null =>
  customers.find((customer) => customer.password_set) ?? null;
