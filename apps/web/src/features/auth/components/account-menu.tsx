import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { openEmployeePicker } from '../lib/employee-prompt-store';
import { useAccount } from '../lib/use-account';
import { useLogout } from '../lib/use-logout';
import { AccountLabel } from './account-label';
import { LogoutIcon, UserIcon } from './icons';
import './header-parts.scss';

/** Desktop: the account dropdown (spec §2) with the employee choice and logout. */
export function AccountMenu() {
  const { t } = useTranslation('auth');
  const account = useAccount();
  const logout = useLogout();
  return (
    <Dropdown align="end" className="account-menu">
      <Dropdown.Toggle
        variant="light"
        className="account-menu__toggle"
        id="account-menu"
        data-testid="account-menu"
      >
        <UserIcon />
        <AccountLabel account={account} />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>
          <AccountLabel account={account} stacked />
        </Dropdown.Header>
        {account.shopUser ? (
          <Dropdown.Item as="button" onClick={openEmployeePicker}>
            {account.employee ? t('header.changeEmployee') : t('header.chooseEmployee')}
          </Dropdown.Item>
        ) : null}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={logout} data-testid="logout">
          <LogoutIcon size={16} /> {t('header.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
