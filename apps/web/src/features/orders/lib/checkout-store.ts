import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { CheckFamilyData } from '@changdee/contract/orders';
import { currentStore, useAuthStore } from '../../../shared/session/auth-store';
import { registerSessionReset } from '../../../shared/session/clear-session';
import { sessionPersistOptions } from '../../../shared/session/session-keys';
import type { Attempt } from './attempt-key';
import type { AddressDraft, ExpectedDateDraft } from './order-draft';
import type { CheckoutFields } from './order-payload';

// Spec §3 address store and product/order form: what the clerk has chosen and typed for the order
// being booked — the customer's address, the service date and slot (/address), the checkout form
// and the family lookup's answer (/checkout). Kept across reloads and steps under the session's
// 'address' key, so logout or a failed refresh removes it (decision 012); it belongs to one user
// in one store, and is emptied once the order is placed.

interface CheckoutDraft {
  owner: string | null;
  address: AddressDraft;
  expectedDate: ExpectedDateDraft | null;
  fields: CheckoutFields | null;
  /** The family lookup's answer for `mobile`. */
  family: { mobile: string; data: CheckFamilyData } | null;
  /** The order last sent and its Idempotency-Key (attempt-key.ts). */
  attempt: Attempt | null;
}

interface CheckoutStore extends CheckoutDraft {
  setAddress(address: AddressDraft): void;
  setExpectedDate(date: ExpectedDateDraft | null): void;
  setFields(fields: CheckoutFields): void;
  setFamily(family: CheckoutDraft['family']): void;
  setAttempt(attempt: Attempt): void;
  reset(): void;
}

export const emptyAddress = (): AddressDraft => ({ no: '', landmark: '', location: null });

/** Whose draft it is: the signed-in user in their store. */
function currentOwner(): string | null {
  const auth = useAuthStore.getState();
  const store = currentStore(auth);
  return auth.user && store ? `${auth.user.user_uuid}:${store._id}` : null;
}

const emptyDraft = (): CheckoutDraft => ({
  owner: currentOwner(),
  address: emptyAddress(),
  expectedDate: null,
  fields: null,
  family: null,
  attempt: null,
});

export const useCheckoutStore = create<CheckoutStore>()(
  persist(
    (set) => {
      // Another user's draft (a customer's personal data) is never shown: writing starts afresh.
      const write = (change: Partial<CheckoutDraft>) =>
        set((state) => {
          const owner = currentOwner();
          return state.owner === owner ? change : { ...emptyDraft(), ...change, owner };
        });
      return {
        ...emptyDraft(),
        setAddress: (address) => write({ address }),
        setExpectedDate: (expectedDate) => write({ expectedDate }),
        setFields: (fields) => write({ fields }),
        setFamily: (family) => write({ family }),
        setAttempt: (attempt) => write({ attempt }),
        reset: () => set(emptyDraft()),
      };
    },
    {
      ...sessionPersistOptions('address'),
      version: 1,
      partialize: ({ owner, address, expectedDate, fields, family, attempt }) => ({
        owner,
        address,
        expectedDate,
        fields,
        family,
        attempt,
      }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<CheckoutDraft> | undefined;
        if (!saved || saved.owner !== currentOwner()) return current;
        return { ...current, ...saved };
      },
    },
  ),
);

registerSessionReset('address', () => useCheckoutStore.getState().reset());

/** The draft of the signed-in user (another user's is read as empty). */
export function useCheckoutDraft(): CheckoutDraft {
  const draft = useCheckoutStore();
  const owner = useAuthStore((state) =>
    state.user && state.store[0] ? `${state.user.user_uuid}:${state.store[0]._id}` : null,
  );
  return draft.owner === owner ? draft : { ...emptyDraft(), owner };
}
