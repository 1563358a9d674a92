import { useTranslation } from 'react-i18next';
import {
  closeEmployeePicker,
  openEmployeePicker,
  useEmployeePromptStore,
} from '../lib/employee-prompt-store';
import { useAccount } from '../lib/use-account';
import { EmployeePicker } from './employee-picker';
import './header-parts.scss';

/**
 * The employee picker, offered by itself to a shop user without a chosen employee (spec §1 "must
 * choose an employee before ordering") until they close it once; then on request only.
 */
export function EmployeePrompt() {
  const account = useAccount();
  const requested = useEmployeePromptStore((state) => state.requested);
  const dismissedFor = useEmployeePromptStore((state) => state.dismissedFor);
  const userId = account.user?.user_uuid ?? null;
  if (!account.shopUser) return null;
  const open =
    requested || (account.employee === null && userId !== null && dismissedFor !== userId);
  return <EmployeePicker show={open} onClose={() => closeEmployeePicker(userId)} />;
}

/** Desktop: the call to choose an employee, while none is chosen. */
export function ChooseEmployeeButton() {
  const { t } = useTranslation('auth');
  const account = useAccount();
  if (!account.shopUser || account.employee) return null;
  return (
    <button
      type="button"
      className="btn btn-warning btn-sm choose-employee"
      onClick={openEmployeePicker}
      data-testid="choose-employee"
    >
      {t('header.chooseEmployee')}
    </button>
  );
}
