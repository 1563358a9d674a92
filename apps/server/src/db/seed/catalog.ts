import type { Transaction } from '../client';

// Filled in by the feature that owns the catalog tables.
export async function seedCatalog(_tx: Transaction): Promise<void> {}
