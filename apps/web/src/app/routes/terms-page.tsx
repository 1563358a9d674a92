import { isExternalBrand } from '@changdee/domain/roles';
import { useAccount } from '../../features/auth/lib/use-account';
import { TrackingSearch } from '../../features/orders/components/tracking-search';
import { TermsPage } from '../../features/terms/routes/terms-page';

/**
 * /terms_and_condition (spec §2): the terms feature's page, with the orders feature's tracking
 * search first for the external brand. This is where that user lands and one of the two pages
 * open to them (spec §6, decision 004); the search opens /tracking/CO…, the other one.
 */
export function Component() {
  const { signedIn, role } = useAccount();
  return <TermsPage orderSearch={signedIn && isExternalBrand(role) ? <TrackingSearch /> : null} />;
}
