import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { registerSessionReset } from '../../../shared/session/clear-session';
import { sessionPersistOptions } from '../../../shared/session/session-keys';
import { readSelectedLocation, type SelectedLocation } from './selected-location';

// Spec §3 gLocation: the selected location, persisted under the session's 'location' key so a
// reload keeps it and logout or a failed refresh clear it even before this chunk has loaded
// (decision 012). filteredContractorLocation is server data: it lives in the query cache, keyed by
// the district (work-type-availability.ts), so clearing the location leaves it nothing to show.

interface LocationState {
  selectedLocation: SelectedLocation | null;
  select(location: SelectedLocation): void;
  clear(): void;
}

type PersistedLocation = Pick<LocationState, 'selectedLocation'>;

export const useLocationStore = create<LocationState>()(
  persist(
    (set) => ({
      selectedLocation: null,
      select: (location) => set({ selectedLocation: location }),
      clear: () => set({ selectedLocation: null }),
    }),
    {
      ...sessionPersistOptions('location'),
      version: 1,
      partialize: (state) => ({ selectedLocation: state.selectedLocation }),
      // A damaged or foreign stored value is dropped rather than shown.
      merge: (persisted, current) => ({
        ...current,
        selectedLocation: readSelectedLocation(
          (persisted as Partial<PersistedLocation> | undefined)?.selectedLocation,
        ),
      }),
    },
  ),
);

registerSessionReset('location', () => useLocationStore.getState().clear());

export function useSelectedLocation(): SelectedLocation | null {
  return useLocationStore((state) => state.selectedLocation);
}
