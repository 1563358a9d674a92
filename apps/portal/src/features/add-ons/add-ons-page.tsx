import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddOn } from '@changdee/contract/add-ons-admin';
import { formatSatangBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddOnForm } from './add-on-form';
import { addOnKeys, fetchAddOns } from './add-ons-api';

// /portal/add-ons (issue 31 item 1, docs/decisions/072): the priced extras of each work type, and
// one add-on's form beside the list (below it on a phone). Operators only.

export function AddOnsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('addOns.title'));
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | 'new' | null>(null);
  // The form's identity: a new add-on, once saved, stays in the same form (its "saved" word too).
  const [formKey, setFormKey] = useState('');
  const choose = (id: string) => {
    setChosen(id);
    setFormKey(id);
  };
  const list = useQuery({ queryKey: addOnKeys.list, queryFn: ({ signal }) => fetchAddOns(signal) });
  if (list.isError)
    return (
      <LoadFailed
        message={localizedErrorMessage(list.error, locale, t)}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Loading />;
  const addOn = list.data.add_ons.find((row) => row.id === chosen) ?? null;
  return (
    <div data-testid="add-ons-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('addOns.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => choose('new')}>
          {t('addOns.new')}
        </button>
      </div>
      <div className="row g-4">
        <div className="col-12 col-xl-6">
          <AddOnsTable addOns={list.data.add_ons} chosen={chosen} onChoose={choose} />
        </div>
        <div className="col-12 col-xl-6">
          {chosen === null ? (
            <p className="text-body-secondary">{t('addOns.choose')}</p>
          ) : (
            <AddOnForm
              key={formKey}
              addOn={addOn}
              workTypes={list.data.work_types}
              onSaved={(saved) => {
                void queryClient.invalidateQueries({ queryKey: addOnKeys.all });
                setChosen(saved.id);
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function AddOnsTable({
  addOns,
  chosen,
  onChoose,
}: {
  addOns: AddOn[];
  chosen: string | null;
  onChoose(id: string): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DataTable
      caption={t('addOns.title')}
      testId="add-ons-table"
      rows={addOns}
      rowKey={(row) => row.id}
      empty={t('addOns.none')}
      columns={[
        {
          key: 'add-on',
          header: t('addOns.addOn'),
          cell: (row) => (
            <button
              type="button"
              className="btn btn-link p-0 text-start"
              onClick={() => onChoose(row.id)}
              aria-current={chosen === row.id ? 'true' : undefined}
            >
              <span className="d-block fw-bold">{locale === 'th' ? row.name_th : row.name_en}</span>
              <span className="d-block small text-body-secondary">{row.work_type}</span>
            </button>
          ),
        },
        {
          key: 'price',
          header: t('addOns.price'),
          numeric: true,
          cell: (row) =>
            t('addOns.perUnit', {
              price: formatSatangBaht(row.unit_price_satang, locale),
              unit: t(`addOns.units.${row.unit}`),
            }),
        },
        {
          key: 'state',
          header: t('addOns.active'),
          cell: (row) =>
            row.active ? (
              <span className="badge text-bg-success">{t('addOns.on')}</span>
            ) : (
              <span className="badge text-bg-secondary">{t('addOns.off')}</span>
            ),
        },
      ]}
    />
  );
}
