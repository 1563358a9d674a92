import { AppError } from '../../errors';

// Optimistic concurrency of the portal's edits (docs/decisions/049). Each editable record has a
// `version` (1 when created, +1 on every edit); a PATCH sends the version its form was read at as
// `expected_version`. Inside the editing transaction, read the record FOR UPDATE, then:
//
//   assertFreshVersion(row.version, body.expected_version, () => answerOf(row));
//   … update, setting version = row.version + 1 …
//
// A stale copy is refused with 409 STALE_EDIT, details { version, current }: the record as it is
// now, in the shape the portal reads it, so the form shows what changed and keeps what was typed.

/** Throws STALE_EDIT when the edit was made on another version than the record's current one. */
export function assertFreshVersion(
  currentVersion: number,
  expectedVersion: number,
  current: () => unknown,
): void {
  if (currentVersion !== expectedVersion)
    throw new AppError('STALE_EDIT', { details: { version: currentVersion, current: current() } });
}
