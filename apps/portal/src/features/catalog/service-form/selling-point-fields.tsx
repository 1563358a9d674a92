import { useTranslation } from 'react-i18next';
import { SELLING_POINT_ICONS } from '@changdee/domain/product-types';
import { BilingualField } from '../../admin/bilingual-field';
import type { ServiceGroupProps } from './service-draft';

// The service's selling points: each an icon and a short text in both languages.

export function SellingPointFields({ draft }: Pick<ServiceGroupProps, 'draft'>) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const { form, setAt, removeAt, append } = draft;
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('sellingPoints')}</legend>
      {form.selling_points.map((point, index) => (
        <div key={index} className="d-flex flex-wrap gap-2 align-items-end mb-2">
          <select
            aria-label={t('icon')}
            className="form-select form-select-sm"
            style={{ width: 'auto' }}
            value={point.icon}
            onChange={(event) =>
              setAt('selling_points', index, {
                icon: event.target.value as (typeof SELLING_POINT_ICONS)[number],
              })
            }
          >
            {SELLING_POINT_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {t(`icons.${icon}`)}
              </option>
            ))}
          </select>
          <BilingualField
            value={point.text}
            onChange={(text) => setAt('selling_points', index, { text })}
            label={(lang) => t(`pointText.${lang}`)}
            labelHidden
            inputClassName="form-control form-control-sm flex-grow-1"
            inputStyle={{ minWidth: 160, width: 'auto' }}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => removeAt('selling_points', index)}
          >
            {t('remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() => append('selling_points', { text: { th: '', en: '' }, icon: 'guarantee' })}
      >
        {t('addSellingPoint')}
      </button>
    </fieldset>
  );
}
