import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';

/** The gallery's alt text of an image: its own, or "image i of n of the service". */
export function useImageAlt(name: string, count: number) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  return (image: ProductImage, index: number) =>
    localized(image.alt, locale) || t('gallery.imageOf', { name, index: index + 1, count });
}
