import { useTranslation } from 'react-i18next';
import type { OrderExtras as Extras } from '@changdee/contract/extras';
import { ExtrasList } from '../../day/extras/extras-list';
import { Section } from './order-detail-parts';

// The order's on-site extras on its portal page (decision 080): the same list and figures as the
// technician's phone, as the server answered them.

export function OrderExtras({ extras }: { extras: Extras }) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  return (
    <Section id="extras" title={t('detail.extras')}>
      <ExtrasList extras={extras.extras} money={extras.money} />
    </Section>
  );
}
