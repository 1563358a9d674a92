import { useTranslation } from 'react-i18next';
import type { Account } from '../lib/use-account';

/**
 * Spec §2/§6: Sales see the selling employee and the store; a Channel Manager the user name, and
 * the selling employee once chosen; anyone else the store.
 */
export function AccountLabel({ account, stacked }: { account: Account; stacked?: boolean }) {
  const { t } = useTranslation('auth');
  const { role, user, storeName, employee } = account;
  const [primary, secondary] =
    role === 'Sales'
      ? [employee?.name ?? t('header.noEmployee'), storeName]
      : role === 'Channel Manager'
        ? [
            user?.display_name ?? user?.user_name ?? '',
            employee ? t('header.sellingEmployee', { name: employee.name }) : null,
          ]
        : [storeName, null];
  return (
    <span className={stacked ? 'd-block' : 'account-label'}>
      <span className="account-label__primary" data-testid="account-primary">
        {primary}
      </span>
      {secondary ? (
        <span
          className="account-label__secondary"
          data-testid={role === 'Sales' ? 'account-store' : 'account-employee'}
        >
          {secondary}
        </span>
      ) : null}
    </span>
  );
}
