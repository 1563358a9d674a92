import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Employee } from '@changdee/contract/employees';
import { registerSessionReset } from './clear-session';
import { useAuthStore } from './auth-store';
import { sessionPersistOptions, sessionStorageKey } from './session-keys';

// The chosen selling employee (spec §3 Employee). The dropdown's list is server data and lives in
// the query cache; only the choice is kept here, persisted so a reload keeps it (docs/ARCHITECTURE.md, "A request", 1).

export const EMPLOYEE_STORAGE_KEY = sessionStorageKey('employee');

interface EmployeeState {
  chosen: Employee | null;
  choose(employee: Employee): void;
  reset(): void;
}

export const useEmployeeStore = create<EmployeeState>()(
  persist(
    (set) => ({
      chosen: null,
      choose: (employee) => {
        set({ chosen: employee });
        useAuthStore.getState().setEmployeeName(employee.name);
      },
      reset: () => set({ chosen: null }),
    }),
    { ...sessionPersistOptions('employee'), version: 1 },
  ),
);

registerSessionReset('employee', () => useEmployeeStore.getState().reset());

export function useChosenEmployee(): Employee | null {
  return useEmployeeStore((state) => state.chosen);
}

/**
 * Whether ordering may start: favourites, cart and the service-area pickers stay disabled until an
 * employee is chosen (spec §2 Header, §6).
 */
export function useEmployeeChosen(): boolean {
  return useEmployeeStore((state) => state.chosen !== null);
}
