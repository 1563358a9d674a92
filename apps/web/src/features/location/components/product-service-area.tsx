import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityProduct } from '../api/first-available-time';
import { setServiceAreaSubject } from '../lib/panel-store';
import { AvailabilityBadge } from './availability-badge';
import { ServiceAreaTrigger } from './service-area-trigger';
import '../location.scss';

// Spec §2 product detail: the service-area block under the product's name. It opens the panel
// (naming this service, so the panel's verdict is about it) and shows the availability badge.

export function ProductServiceArea({ product }: { product: AvailabilityProduct }) {
  const { t } = useTranslation('location');
  const { _id: productId, type_of_work: workType } = product;

  useEffect(() => setServiceAreaSubject({ productId, workType }), [productId, workType]);

  return (
    <section
      className="product-service-area"
      aria-label={t('block.title')}
      data-testid="product-service-area"
    >
      <ServiceAreaTrigger variant="block" />
      <AvailabilityBadge product={product} />
    </section>
  );
}
