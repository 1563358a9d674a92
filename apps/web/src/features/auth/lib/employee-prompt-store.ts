import { create } from 'zustand';
import { registerSessionReset } from '../../../shared/session/clear-session';

// Whether the employee picker is open. It offers itself to a shop user who has not chosen an
// employee, until that user closes it ('later'); after that it opens on request only, for the rest
// of the browser session: the choice is kept in sessionStorage, so a reload or a typed address does
// not bring it back, and a new tab or a new sign-in (ending a session clears it) offers it again.

const LATER_KEY = 'changdee-employee-later';

interface EmployeePromptState {
  requested: boolean;
  /** The user (user_uuid) who closed the offer. */
  dismissedFor: string | null;
}

function tabStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled: remembered for this page load only
  }
}

export const useEmployeePromptStore = create<EmployeePromptState>(() => ({
  requested: false,
  dismissedFor: tabStorage()?.getItem(LATER_KEY) ?? null,
}));

export function openEmployeePicker(): void {
  useEmployeePromptStore.setState({ requested: true });
}

export function closeEmployeePicker(userId: string | null): void {
  useEmployeePromptStore.setState({ requested: false, dismissedFor: userId });
  if (userId === null) tabStorage()?.removeItem(LATER_KEY);
  else tabStorage()?.setItem(LATER_KEY, userId);
}

registerSessionReset('employeePrompt', () => {
  useEmployeePromptStore.setState({ requested: false, dismissedFor: null });
  tabStorage()?.removeItem(LATER_KEY);
});
