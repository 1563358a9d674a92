import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '@changdee/contract/catalog-admin';
import { BilingualField, type Lang } from '../../admin/bilingual-field';
import { previewInformation } from '../catalog-api';
import type { ServiceGroupProps } from './service-draft';

// The service's informations: a title and an HTML text in each language, each text previewed as
// the server cleans it for the shop.

type Information = ServiceInput['informations'][number];

export function ServiceInformationFields({ draft }: Pick<ServiceGroupProps, 'draft'>) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const { form, setAt, removeAt, append } = draft;
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const preview = async (key: string, html: string) => {
    const cleaned = await previewInformation(html);
    setPreviews((p) => ({ ...p, [key]: cleaned.html }));
  };
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('informations')}</legend>
      {form.informations.map((info, index) => (
        <div key={index} className="border rounded p-2 mb-2 row g-2">
          <BilingualField
            value={info.title}
            onChange={(title) => setAt('informations', index, { title })}
            label={(lang) => t(`infoTitle.${lang}`)}
            id={(lang) => `svc-info-${index}-title-${lang}`}
            className="col-12 col-md-6"
            labelClassName="form-label small"
            inputClassName="form-control form-control-sm"
          />
          <InformationHtml
            info={info}
            index={index}
            previews={previews}
            onChange={(content) => setAt('informations', index, { content })}
            onPreview={(lang) => void preview(`${index}.${lang}`, info.content[lang])}
          />
          <div className="col-12">
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => removeAt('informations', index)}
            >
              {t('remove')}
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() =>
          append('informations', { title: { th: '', en: '' }, content: { th: '', en: '' } })
        }
      >
        {t('addInformation')}
      </button>
    </fieldset>
  );
}

/** The information's HTML in each language, each with its preview button and cleaned preview. */
function InformationHtml({
  info,
  index,
  previews,
  onChange,
  onPreview,
}: {
  info: Information;
  index: number;
  /** The cleaned HTML by `${index}.${lang}`. */
  previews: Record<string, string>;
  onChange(content: Information['content']): void;
  onPreview(lang: Lang): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  return (
    <BilingualField
      value={info.content}
      onChange={onChange}
      label={(lang) => t(`infoHtml.${lang}`)}
      id={(lang) => `svc-info-${index}-html-${lang}`}
      className="col-12 col-md-6"
      labelClassName="form-label small"
      inputClassName="form-control form-control-sm font-monospace"
      rows={5}
      after={(lang) => (
        <>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary mt-1"
            onClick={() => onPreview(lang)}
          >
            {t('preview')}
          </button>
          {previews[`${index}.${lang}`] !== undefined ? (
            <div
              className="border rounded p-2 mt-1 bg-body-tertiary"
              style={{ lineHeight: 1.7 }}
              data-testid="information-preview"
              // Cleaned by the server with the shop's allow-list (information-html-policy).
              dangerouslySetInnerHTML={{ __html: previews[`${index}.${lang}`]! }}
            />
          ) : null}
        </>
      )}
    />
  );
}
