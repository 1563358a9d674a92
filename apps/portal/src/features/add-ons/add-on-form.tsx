import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADD_ON_UNITS } from '@changdee/domain/add-ons';
import type { AddOn, AddOnFields } from '@changdee/contract/add-ons-admin';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { RecordHistory } from '../audit/record-history';
import { serverFieldErrors, useContractForm, type FormErrors } from '../people/contract-form';
import { StaleNotice, staleEditOf, type StaleEdit } from '../people/stale-notice';
import { createAddOn, updateAddOn } from './add-ons-api';
import { addOnFormSchema, addOnValuesOf, type AddOnFormValues } from './add-on-values';

// One add-on's form (docs/decisions/072): work type, names, unit, price, bounds, VAT, active.
// The contract's schema judges it (through addOnFormSchema); a stale copy (409) shows the add-on
// as it is now to save again on, keeping what was typed; the audit trail follows the form.

/** What each part of the form is given: the values, their setter and the refusals by field. */
interface Form {
  values: AddOnFormValues;
  set<K extends keyof AddOnFormValues>(key: K, value: AddOnFormValues[K]): void;
  errors: FormErrors;
}

function FieldError({ form, name }: { form: Form; name: keyof AddOnFormValues }) {
  const { t } = useTranslation();
  const message = form.errors[name];
  if (!message) return null;
  // A price the form cannot read is worded by the page (the schema sees no number).
  const words = name === 'unit_price_satang' ? t('addOns.invalidPrice') : message;
  return (
    <div id={`add-on-${name}-error`} className="invalid-feedback d-block">
      {words}
    </div>
  );
}

function TextInput({
  form,
  name,
  column,
  numeric = false,
}: {
  form: Form;
  name: 'name_th' | 'name_en' | 'unit_price_satang' | 'min_qty' | 'max_qty';
  column: string;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const invalid = Boolean(form.errors[name]);
  const values = form.values;
  return (
    <div className={column}>
      <label htmlFor={`add-on-${name}`} className="form-label">
        {t(`addOns.${name}`)}
      </label>
      <input
        id={`add-on-${name}`}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `add-on-${name}-error` : undefined}
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        value={values[name]}
        onChange={(event) => form.set(name, event.target.value)}
      />
      <FieldError form={form} name={name} />
    </div>
  );
}

function Switch({ form, name }: { form: Form; name: 'whole_units' | 'vat_applies' | 'active' }) {
  const { t } = useTranslation();
  const values = form.values;
  return (
    <div className="form-check form-switch col-12 col-md-4">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={`add-on-${name}`}
        checked={values[name]}
        onChange={(event) => form.set(name, event.target.checked)}
      />
      <label className="form-check-label" htmlFor={`add-on-${name}`}>
        {t(`addOns.${name}`)}
      </label>
    </div>
  );
}

function Choices({ form, workTypes }: { form: Form; workTypes: string[] }) {
  const { t } = useTranslation();
  const values = form.values;
  return (
    <>
      <div className="col-12 col-md-6">
        <label htmlFor="add-on-work_type" className="form-label">
          {t('addOns.work_type')}
        </label>
        <select
          id="add-on-work_type"
          className={`form-select${form.errors.work_type ? ' is-invalid' : ''}`}
          value={values.work_type}
          onChange={(event) => form.set('work_type', event.target.value)}
        >
          <option value="">{t('addOns.chooseWorkType')}</option>
          {workTypes.map((workType) => (
            <option key={workType} value={workType}>
              {workType}
            </option>
          ))}
        </select>
        <FieldError form={form} name="work_type" />
      </div>
      <div className="col-12 col-md-6">
        <label htmlFor="add-on-unit" className="form-label">
          {t('addOns.unit')}
        </label>
        <select
          id="add-on-unit"
          className="form-select"
          value={values.unit}
          onChange={(event) => form.set('unit', event.target.value as AddOn['unit'])}
        >
          {ADD_ON_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`addOns.units.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Someone saved the add-on meanwhile: what they changed, by the fields' words. */
function AddOnStaleNotice({
  stale,
  base,
  onRebase,
}: {
  stale: StaleEdit<AddOn>;
  base: AddOn;
  onRebase(current: AddOn): void;
}) {
  const { t } = useTranslation();
  const fields = ['work_type', 'name_th', 'name_en', 'unit', 'min_qty', 'max_qty'] as const;
  const switches = ['whole_units', 'vat_applies', 'active'] as const;
  return (
    <StaleNotice
      stale={stale}
      base={base}
      labels={{
        ...Object.fromEntries([...fields, ...switches].map((key) => [key, t(`addOns.${key}`)])),
        unit_price_satang: t('addOns.price'),
      }}
      onRebase={onRebase}
    />
  );
}

export function AddOnForm({
  addOn,
  workTypes,
  onSaved,
}: {
  /** null: a new add-on. */
  addOn: AddOn | null;
  workTypes: string[];
  onSaved(addOn: AddOn): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [base, setBase] = useState<AddOn | null>(addOn);
  const contract = useContractForm(addOnFormSchema, addOnValuesOf(addOn) as never, locale);
  const form = contract as unknown as Form;
  const save = useMutation({
    mutationFn: (fields: AddOnFields) =>
      base
        ? updateAddOn(base.id, { ...fields, expected_version: base.version })
        : createAddOn(fields),
    onSuccess: (saved) => {
      setBase(saved);
      onSaved(saved);
    },
    onError: (error) => contract.setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = contract.submit();
    if (fields) save.mutate(fields);
  };
  const stale = staleEditOf<AddOn>(save.error);
  return (
    <div data-testid="add-on-form">
      <form onSubmit={submit} noValidate className="mb-4">
        <div className="row g-2">
          <Choices form={form} workTypes={workTypes} />
          <TextInput form={form} name="name_th" column="col-12 col-md-6" />
          <TextInput form={form} name="name_en" column="col-12 col-md-6" />
          <TextInput form={form} name="unit_price_satang" column="col-12 col-md-4" numeric />
          <TextInput form={form} name="min_qty" column="col-6 col-md-4" numeric />
          <TextInput form={form} name="max_qty" column="col-6 col-md-4" numeric />
          <Switch form={form} name="whole_units" />
          <Switch form={form} name="vat_applies" />
          <Switch form={form} name="active" />
        </div>
        {stale && base ? (
          <AddOnStaleNotice
            stale={stale}
            base={base}
            onRebase={(current) => {
              setBase(current);
              save.reset();
            }}
          />
        ) : null}
        {save.isError && !stale ? (
          <div className="alert alert-danger mt-3" role="alert" data-testid="add-on-save-error">
            {localizedErrorMessage(save.error, locale, t)}
          </div>
        ) : null}
        {save.isSuccess ? (
          <div className="alert alert-success mt-3 py-2" role="status">
            {t('admin.saved')}
          </div>
        ) : null}
        <button type="submit" className="btn btn-primary mt-3" disabled={save.isPending}>
          {save.isPending ? t('admin.saving') : base ? t('admin.save') : t('addOns.create')}
        </button>
      </form>
      {base ? <RecordHistory entity="add_on" entityId={base.id} revision={base.version} /> : null}
    </div>
  );
}
