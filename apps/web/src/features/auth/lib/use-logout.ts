import { useTranslation } from 'react-i18next';
import { useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { notify } from '../../../shared/notifications/notification-store';
import { LOGIN_PATH } from './route-access';
import { endSession } from './session-actions';

/** Logout (spec §4): clear the session, say so, and go to /login. */
export function useLogout(): () => void {
  const { t } = useTranslation('auth');
  const navigate = useLocalizedNavigate();
  return () => {
    endSession('logout');
    notify({ id: 'logged-out', variant: 'info', message: t('session.loggedOut'), delay: 3000 });
    navigate(LOGIN_PATH, { replace: true });
  };
}
