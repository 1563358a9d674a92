import { SHOP_ROLES } from '@changdee/domain/roles';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useAuthStore, useCurrentStore } from '../../../shared/session/auth-store';
import { useChosenEmployee } from '../../../shared/session/employee-store';

/** Who is signed in, as the header shows it (spec §2 Header, §6 Roles). */
export function useAccount() {
  const locale = useLocale();
  const user = useAuthStore((state) => state.user);
  const token = useAuthStore((state) => state.token);
  const role = useAuthStore((state) => state.role);
  const store = useCurrentStore();
  const employee = useChosenEmployee();
  const signedIn = user !== null && token !== null;
  /** Sales and Channel Manager: the shop's navigation, icons and the employee choice. */
  const shopUser = signedIn && role !== null && SHOP_ROLES.includes(role);
  const storeName = store ? store.name[locale] || store.name.th : '';
  return { user, role, signedIn, shopUser, storeName, employee };
}

export type Account = ReturnType<typeof useAccount>;
