import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../admin/bilingual-field';
import { ChannelSelect } from '../channel-select';
import { numberOr, type ServiceGroupProps } from './service-draft';
import { ServiceField, ServiceTextField } from './service-field';

// The service's basics: channel, SKU and its mapping, names, type of work (one of the known ones
// offered), the days it is locked for and its normal price (empty: none).

type Channel = { code: string; name: { th: string; en: string } };

export function ServiceBasicsFields({
  draft,
  issue,
  channels,
  workTypes,
}: ServiceGroupProps & {
  channels: Channel[];
  workTypes: string[];
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const { form, set } = draft;
  return (
    <fieldset className="row g-3 mb-4">
      <legend className="h6">{t('basics')}</legend>
      <ServiceField label={t('channel')} path="channel" error={issue('channel')}>
        <ChannelSelect
          id="svc-channel"
          channels={channels}
          value={form.channel}
          onChange={(channel) => set({ channel })}
        />
      </ServiceField>
      <ServiceTextField
        label={t('sku')}
        path="sku_code"
        error={issue('sku_code')}
        value={form.sku_code}
        onChange={(v) => set({ sku_code: v })}
      />
      <ServiceTextField
        label={t('skuMapping')}
        path="sku_mapping"
        error={issue('sku_mapping')}
        value={form.sku_mapping}
        onChange={(v) => set({ sku_mapping: v })}
      />
      <BilingualField
        value={form.name}
        onChange={(name) => set({ name })}
        label={(lang) => t(`name.${lang}`)}
        id={(lang) => `svc-name.${lang}`}
        className="col-12 col-md-6"
        error={(lang) => issue(`name.${lang}`)}
      />
      <ServiceField label={t('workType')} path="type_of_work" error={issue('type_of_work')}>
        <input
          id="svc-type_of_work"
          className="form-control"
          list="svc-work-types"
          value={form.type_of_work}
          onChange={(event) => set({ type_of_work: event.target.value })}
        />
        <datalist id="svc-work-types">
          {workTypes.map((w) => (
            <option key={w} value={w} />
          ))}
        </datalist>
      </ServiceField>
      <ServiceTextField
        label={t('lockDays')}
        path="lock_days"
        error={issue('lock_days')}
        value={String(form.lock_days)}
        onChange={(v) => set({ lock_days: numberOr(v, form.lock_days) })}
      />
      <ServiceTextField
        label={t('normalPrice')}
        path="normal_price"
        error={issue('normal_price')}
        value={form.normal_price === null ? '' : String(form.normal_price)}
        onChange={(v) =>
          set({ normal_price: v.trim() === '' ? null : numberOr(v, form.normal_price ?? 0) })
        }
      />
    </fieldset>
  );
}
