import type { Transaction } from '../client';

// Filled in by the feature that owns the promotions tables.
export async function seedPromotions(_tx: Transaction): Promise<void> {}
