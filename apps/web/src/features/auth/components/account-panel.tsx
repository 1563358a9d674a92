import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../shared/ui/app-link';
import { openEmployeePicker } from '../lib/employee-prompt-store';
import { LOGIN_PATH } from '../lib/route-access';
import { useAccount } from '../lib/use-account';
import { useLogout } from '../lib/use-logout';
import { AccountLabel } from './account-label';
import { LogoutIcon } from './icons';
import './header-parts.scss';

/** Mobile menu: who is signed in and the employee choice (spec §2 "the same items"). */
export function AccountSummary({ onAction }: { onAction: () => void }) {
  const { t } = useTranslation('auth');
  const account = useAccount();
  if (!account.signedIn) return null;
  return (
    <>
      <div className="account-summary" data-testid="menu-account">
        <AccountLabel account={account} stacked />
      </div>
      {account.shopUser ? (
        <button
          type="button"
          className={account.employee ? 'btn btn-outline-primary' : 'btn btn-warning'}
          onClick={() => {
            onAction();
            openEmployeePicker();
          }}
          data-testid={account.employee ? undefined : 'choose-employee'}
        >
          {account.employee ? t('header.changeEmployee') : t('header.chooseEmployee')}
        </button>
      ) : null}
    </>
  );
}

/** Mobile menu: logout for a signed-in user, the sign-in link otherwise. */
export function SessionButton({ onAction }: { onAction: () => void }) {
  const { t } = useTranslation('auth');
  const { signedIn } = useAccount();
  const logout = useLogout();
  if (!signedIn) {
    return (
      <AppLink to={LOGIN_PATH} className="btn btn-primary w-100" onClick={onAction}>
        {t('header.login')}
      </AppLink>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline-danger w-100"
      onClick={() => {
        onAction();
        logout();
      }}
      data-testid="logout"
    >
      <LogoutIcon size={16} /> {t('header.logout')}
    </button>
  );
}

/** Desktop: the sign-in link where the account menu would be. */
export function SignInLink() {
  const { t } = useTranslation('auth');
  return (
    <AppLink to={LOGIN_PATH} className="btn btn-primary btn-sm">
      {t('header.login')}
    </AppLink>
  );
}
