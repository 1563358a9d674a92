import { useLocation } from 'react-router';

// Why the sign-in page is shown, carried in the navigation's state (it survives a reload of /login
// but not a new visit): today only "your session expired" after a failed token refresh (spec §4).

export type LoginNotice = 'session-expired';

export const sessionExpiredState = { loginNotice: 'session-expired' } as const satisfies {
  loginNotice: LoginNotice;
};

export function useLoginNotice(): LoginNotice | null {
  const state: unknown = useLocation().state;
  const notice = (state as { loginNotice?: unknown } | null)?.loginNotice;
  return notice === 'session-expired' ? notice : null;
}
