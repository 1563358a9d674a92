import { create } from 'zustand';

// Whether the employee picker is open. It offers itself to a shop user who has not chosen an
// employee, until that user closes it once in this page load; after that it opens on request only.

interface EmployeePromptState {
  requested: boolean;
  /** The user (user_uuid) who closed the offer. */
  dismissedFor: string | null;
}

export const useEmployeePromptStore = create<EmployeePromptState>(() => ({
  requested: false,
  dismissedFor: null,
}));

export function openEmployeePicker(): void {
  useEmployeePromptStore.setState({ requested: true });
}

export function closeEmployeePicker(userId: string | null): void {
  useEmployeePromptStore.setState({ requested: false, dismissedFor: userId });
}
