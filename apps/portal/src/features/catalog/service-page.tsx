import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  serviceAdminSchema,
  serviceInputSchema,
  type ServiceAdmin,
  type ServiceInput,
} from '@changdee/contract/catalog-admin';
import { staleEditDetailsSchema } from '@changdee/contract/audit';
import { SELLING_POINT_ICONS } from '@changdee/domain/product-types';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { RecordHistory } from '../audit/record-history';
import { BilingualField } from '../admin/bilingual-field';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  catalogKeys,
  createService,
  fetchChoices,
  fetchService,
  previewInformation,
  updateService,
  uploadImage,
} from './catalog-api';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';

// /portal/catalog/services/:id ('new' to create; issue 21 item 1): the whole service in one form,
// checked by the contract's own schema (serviceInputSchema, the server's) before it is sent. A
// refusal keeps everything typed; a 409 STALE_EDIT (someone saved meanwhile) shows the service as
// it is now beside the form, and saving again applies the form over that version.

const blank = (channel: string): ServiceInput => ({
  channel,
  sku_code: '',
  sku_mapping: '',
  type_of_work: '',
  name: { th: '', en: '' },
  pricing: { type: 'S', price: 0 },
  normal_price: null,
  is_survey_discount: false,
  lock_days: 0,
  images: [],
  informations: [],
  selling_points: [],
});

const formOf = (service: ServiceAdmin): ServiceInput => {
  const { _id, active, position, version, updated_at, ...input } = service;
  void [_id, active, position, version, updated_at];
  return input;
};

const numberOr = (text: string, fallback: number) =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : fallback;

export default function ServicePage() {
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const choices = useQuery({
    queryKey: catalogKeys.choices,
    queryFn: ({ signal }) => fetchChoices(signal),
  });
  const service = useQuery({
    queryKey: catalogKeys.service(id),
    queryFn: ({ signal }) => fetchService(id, signal),
    enabled: !creating,
  });
  if (choices.isPending || (!creating && service.isPending)) return <Loading />;
  // Loaded and still no data: the first load failed (a failed refresh keeps the data).
  if (choices.data === undefined) return <LoadFailed onRetry={() => void choices.refetch()} />;
  if (firstLoadFailed(service)) return <LoadFailed onRetry={() => void service.refetch()} />;
  return (
    <ServiceForm
      key={id}
      id={creating ? null : id}
      initial={service.data ?? null}
      channels={choices.data.channels}
      workTypes={choices.data.work_types}
    />
  );
}

function ServiceForm({
  id,
  initial,
  channels,
  workTypes,
}: {
  id: string | null;
  initial: ServiceAdmin | null;
  channels: Array<{ code: string; name: { th: string; en: string } }>;
  workTypes: string[];
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  useDocumentTitle(initial ? initial.name[locale] : t('new'));
  const [form, setForm] = useState<ServiceInput>(() =>
    initial ? formOf(initial) : blank(channels[0]?.code ?? ''),
  );
  const [version, setVersion] = useState(initial?.version ?? 1);
  const [theirs, setTheirs] = useState<ServiceAdmin | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const set = (patch: Partial<ServiceInput>) => setForm((f) => ({ ...f, ...patch }));
  // The images, informations and selling points: a list each, changed one item at a time.
  type ListKey = 'images' | 'informations' | 'selling_points';
  const listOf = <K extends ListKey>(key: K) => form[key] as Array<ServiceInput[K][number]>;
  const setList = <K extends ListKey>(key: K, list: Array<ServiceInput[K][number]>) =>
    set({ [key]: list } as Partial<ServiceInput>);
  /** Changes the index-th item. */
  const setAt = <K extends ListKey>(
    key: K,
    index: number,
    patch: Partial<ServiceInput[K][number]>,
  ) =>
    setList(
      key,
      listOf(key).map((x, i) => (i === index ? { ...x, ...patch } : x)),
    );
  const removeAt = (key: ListKey, index: number) =>
    setList(
      key,
      listOf(key).filter((_, i) => i !== index),
    );
  const append = <K extends ListKey>(key: K, item: ServiceInput[K][number]) =>
    setList(key, [...listOf(key), item]);

  const save = useMutation({
    mutationFn: (input: ServiceInput) =>
      id ? updateService(id, input, version) : createService(input),
    onSuccess: async (saved) => {
      setTheirs(null);
      setVersion(saved.version);
      await client.invalidateQueries({ queryKey: catalogKeys.all });
      if (!id) void navigate(`../${saved._id}`, { relative: 'path', replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'STALE_EDIT') {
        const details = staleEditDetailsSchema.safeParse(error.details);
        const current = details.success ? serviceAdminSchema.safeParse(details.data.current) : null;
        if (current?.success) {
          setTheirs(current.data);
          setVersion(current.data.version);
        }
      }
    },
  });
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (image) =>
      setForm((f) => ({
        ...f,
        images: [
          ...f.images,
          { url: image.url, thumbnail: image.thumbnail, alt: { th: '', en: '' } },
        ],
      })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = serviceInputSchema.safeParse(form);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setIssues(found);
      return;
    }
    setIssues({});
    save.mutate(checked.data);
  };
  const preview = async (key: string, html: string) => {
    const cleaned = await previewInformation(html);
    setPreviews((p) => ({ ...p, [key]: cleaned.html }));
  };
  const issue = (path: string) =>
    Object.entries(issues).find(([key]) => key === path || key.startsWith(`${path}.`))?.[1];
  const field = (label: string, path: string, control: ReactNode, width = 'col-md-4') => (
    <div key={path} className={`col-12 ${width}`}>
      <label className="form-label" htmlFor={`svc-${path}`}>
        {label}
      </label>
      {control}
      {issue(path) ? (
        <div className="invalid-feedback d-block" role="alert">
          {issue(path)}
        </div>
      ) : null}
    </div>
  );
  const text = (path: string, value: string, onChange: (v: string) => void) => (
    <input
      id={`svc-${path}`}
      className={`form-control${issue(path) ? ' is-invalid' : ''}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  const move = <T,>(list: T[], index: number, by: number): T[] => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    return next;
  };
  const { pricing } = form;

  return (
    <form className="container-fluid py-3" onSubmit={submit} noValidate data-testid="service-form">
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

      {theirs ? (
        <div className="alert alert-warning" role="alert" data-testid="stale-edit">
          <p className="mb-1">{localizedErrorMessage(save.error, locale, t)}</p>
          <p className="mb-1 small">
            {t('theirs', {
              name: theirs.name[locale],
              at: new Date(theirs.updated_at).toLocaleString(locale),
            })}
          </p>
          <ul className="small mb-2">
            {(Object.keys(form) as Array<keyof ServiceInput>)
              .filter((key) => JSON.stringify(form[key]) !== JSON.stringify(theirs[key]))
              .map((key) => (
                <li key={key}>
                  <strong>{key}</strong>: {JSON.stringify(theirs[key]).slice(0, 200)}
                </li>
              ))}
          </ul>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setForm(formOf(theirs))}
          >
            {t('takeTheirs')}
          </button>
        </div>
      ) : save.error ? (
        <div className="alert alert-danger" role="alert">
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}

      <fieldset className="row g-3 mb-4">
        <legend className="h6">{t('basics')}</legend>
        {field(
          t('channel'),
          'channel',
          <select
            id="svc-channel"
            className="form-select"
            value={form.channel}
            onChange={(event) => set({ channel: event.target.value })}
          >
            {channels.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name[locale]} ({c.code})
              </option>
            ))}
          </select>,
        )}
        {field(
          t('sku'),
          'sku_code',
          text('sku_code', form.sku_code, (v) => set({ sku_code: v })),
        )}
        {field(
          t('skuMapping'),
          'sku_mapping',
          text('sku_mapping', form.sku_mapping, (v) => set({ sku_mapping: v })),
        )}
        <BilingualField
          value={form.name}
          onChange={(name) => set({ name })}
          label={(lang) => t(`name.${lang}`)}
          id={(lang) => `svc-name.${lang}`}
          className="col-12 col-md-6"
          error={(lang) => issue(`name.${lang}`)}
        />
        {field(
          t('workType'),
          'type_of_work',
          <>
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
          </>,
        )}
        {field(
          t('lockDays'),
          'lock_days',
          text('lock_days', String(form.lock_days), (v) =>
            set({ lock_days: numberOr(v, form.lock_days) }),
          ),
        )}
        {field(
          t('normalPrice'),
          'normal_price',
          text('normal_price', form.normal_price === null ? '' : String(form.normal_price), (v) =>
            set({ normal_price: v.trim() === '' ? null : numberOr(v, form.normal_price ?? 0) }),
          ),
        )}
      </fieldset>

      <fieldset className="row g-3 mb-4">
        <legend className="h6">{t('pricing')}</legend>
        <div className="col-12">
          {(['S', 'I'] as const).map((type) => (
            <div className="form-check form-check-inline" key={type}>
              <input
                className="form-check-input"
                type="radio"
                id={`svc-type-${type}`}
                checked={pricing.type === type}
                onChange={() =>
                  set({
                    pricing:
                      type === 'S'
                        ? { type: 'S', price: 0 }
                        : {
                            type: 'I',
                            unit_price: 0,
                            unit: { th: '', en: '' },
                            min_qty: 1,
                            limit_qty: null,
                          },
                  })
                }
              />
              <label className="form-check-label" htmlFor={`svc-type-${type}`}>
                {t(`type.${type}`)}
              </label>
            </div>
          ))}
        </div>
        {pricing.type === 'S'
          ? field(
              t('price'),
              'pricing.price',
              text('pricing.price', String(pricing.price), (v) =>
                set({ pricing: { ...pricing, price: numberOr(v, pricing.price) } }),
              ),
            )
          : [
              field(
                t('unitPrice'),
                'pricing.unit_price',
                text('pricing.unit_price', String(pricing.unit_price), (v) =>
                  set({ pricing: { ...pricing, unit_price: numberOr(v, pricing.unit_price) } }),
                ),
              ),
              <BilingualField
                key="pricing.unit"
                value={pricing.unit}
                onChange={(unit) => set({ pricing: { ...pricing, unit } })}
                label={(lang) => t(`unit.${lang}`)}
                id={(lang) => `svc-pricing.unit.${lang}`}
                className="col-12 col-md-4"
                error={(lang) => issue(`pricing.unit.${lang}`)}
              />,
              field(
                t('minQty'),
                'pricing.min_qty',
                text('pricing.min_qty', String(pricing.min_qty), (v) =>
                  set({ pricing: { ...pricing, min_qty: numberOr(v, pricing.min_qty) } }),
                ),
              ),
              field(
                t('limitQty'),
                'pricing.limit_qty',
                text(
                  'pricing.limit_qty',
                  pricing.limit_qty === null ? '' : String(pricing.limit_qty),
                  (v) =>
                    set({
                      pricing: {
                        ...pricing,
                        limit_qty: v.trim() === '' ? null : numberOr(v, pricing.limit_qty ?? 1),
                      },
                    }),
                ),
              ),
            ]}
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h6">{t('images')}</legend>
        {form.images.map((image, index) => (
          <div
            key={image.url + index}
            className="d-flex flex-wrap gap-2 align-items-center border rounded p-2 mb-2"
          >
            <img
              src={image.thumbnail}
              alt={image.alt[locale]}
              width={72}
              height={72}
              className="rounded"
            />
            <BilingualField
              value={image.alt}
              onChange={(alt) => setAt('images', index, { alt })}
              label={(lang) => t(`alt.${lang}`)}
              id={(lang) => `svc-img-${index}-${lang}`}
              className="flex-grow-1"
              style={{ minWidth: 160 }}
              labelClassName="form-label small mb-0"
              inputClassName="form-control form-control-sm"
              error={(lang) => issue(`images.${index}.alt.${lang}`)}
            />
            <div className="btn-group btn-group-sm">
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={index === 0}
                onClick={() => set({ images: move(form.images, index, -1) })}
                aria-label={t('earlier')}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={index === form.images.length - 1}
                onClick={() => set({ images: move(form.images, index, 1) })}
                aria-label={t('later')}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => removeAt('images', index)}
              >
                {t('remove')}
              </button>
            </div>
          </div>
        ))}
        <label className="form-label" htmlFor="svc-upload">
          {t('upload')}
        </label>
        <input
          id="svc-upload"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="form-control"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        {upload.error ? (
          <div className="invalid-feedback d-block" role="alert">
            {localizedErrorMessage(upload.error, locale, t)}
          </div>
        ) : null}
      </fieldset>

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
            <BilingualField
              value={info.content}
              onChange={(content) => setAt('informations', index, { content })}
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
                    onClick={() => void preview(`${index}.${lang}`, info.content[lang])}
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

      {Object.keys(issues).length > 0 ? (
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
