import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceAdmin } from '@changdee/contract/catalog-admin';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { RecordHistory } from '../../audit/record-history';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SellingPointFields } from './selling-point-fields';
import { ServiceBasicsFields } from './service-basics-fields';
import { formOf, useServiceDraft } from './service-draft';
import { ServiceImageFields } from './service-image-fields';
import { ServiceInformationFields } from './service-information-fields';
import { ServicePricingFields } from './service-pricing-fields';
import { ServiceSaveRefusal } from './service-save-refusal';
import { useServiceSave } from './use-service-save';

// The whole service in one form (issue 21 item 1), in its field groups: basics, pricing, images,
// informations and selling points; saved as useServiceSave says.

export function ServiceForm({
  id,
  initial,
  channels,
  workTypes,
}: {
  /** The saved service's id (null: a new one). */
  id: string | null;
  initial: ServiceAdmin | null;
  channels: Array<{ code: string; name: { th: string; en: string } }>;
  workTypes: string[];
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  useDocumentTitle(initial ? initial.name[locale] : t('new'));
  const draft = useServiceDraft(initial, channels[0]?.code ?? '');
  const { save, submit, issue, refused, version, theirs } = useServiceSave(id, initial);
  return (
    <form
      className="container-fluid py-3"
      onSubmit={submit(draft.form)}
      noValidate
      data-testid="service-form"
    >
      <ServiceHeading initial={initial} />
      <ServiceSaveRefusal
        error={save.error}
        theirs={theirs}
        form={draft.form}
        onTakeTheirs={(current) => draft.setForm(formOf(current))}
      />
      <ServiceBasicsFields draft={draft} issue={issue} channels={channels} workTypes={workTypes} />
      <ServicePricingFields draft={draft} issue={issue} />
      <ServiceImageFields draft={draft} issue={issue} />
      <ServiceInformationFields draft={draft} />
      <SellingPointFields draft={draft} />
      {refused ? (
        <div className="alert alert-danger" role="alert">
          {t('fixFields')}
        </div>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={save.isPending}
        data-testid="save-service"
      >
        {save.isPending ? t('saving') : t('save')}
      </button>
      {save.isSuccess ? <span className="ms-2 text-success">{t('saved')}</span> : null}
      {id ? <RecordHistory entity="service" entityId={id} revision={version} /> : null}
    </form>
  );
}

/** Back to the list, the service's name (or "new") and whether it is published. */
function ServiceHeading({ initial }: { initial: ServiceAdmin | null }) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
      <Link to=".." relative="path" className="btn btn-link px-0">
        ← {t('title')}
      </Link>
      <h1 className="h4 me-auto mb-0 text-break" style={{ lineHeight: 1.6 }}>
        {initial ? initial.name[locale] : t('new')}
      </h1>
      {initial ? (
        <span className={`badge ${initial.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {initial.active ? t('published') : t('unpublished')}
        </span>
      ) : null}
    </div>
  );
}
