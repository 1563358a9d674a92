import { useTranslation } from 'react-i18next';
import { PendingPage } from '../../shared/ui/pending-page';

// The ordering steps after the cart arrive with later releases. Until then these routes exist
// (spec §2) and say plainly which step they are, without inventing data or forms.

export function AddressStepPage() {
  const { t } = useTranslation('common');
  return (
    <PendingPage
      title={t('pendingStep.address.title')}
      description={t('pendingStep.address.description')}
    />
  );
}

export function CheckoutStepPage() {
  const { t } = useTranslation('common');
  return (
    <PendingPage
      title={t('pendingStep.checkout.title')}
      description={t('pendingStep.checkout.description')}
    />
  );
}
