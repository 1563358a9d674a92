import { sql, type SQL } from 'drizzle-orm';

// Two helpers of the repositories that write their SQL by hand (availability, dispatch, orders).

/** Rows of db.execute, whichever driver answered. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `'a', 'b'` as bound parameters, for `in (…)` and `array[…]`. */
export const sqlList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
