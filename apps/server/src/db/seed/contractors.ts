import type { Transaction } from '../client';

// Filled in by the feature that owns the contractors tables.
export async function seedContractors(_tx: Transaction): Promise<void> {}
