import type { Transaction } from '../client';

// Filled in by the feature that owns the identity tables.
export async function seedIdentity(_tx: Transaction): Promise<void> {}
