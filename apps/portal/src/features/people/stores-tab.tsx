import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  storeCreateSchema,
  storeUpdateSchema,
  type AdminChannel,
  type AdminStore,
} from '@changdee/contract/people-admin';
import type { Locale } from '@changdee/domain/locale';
import { DataTable } from '@changdee/ui/data-table';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { fetchChannels, fetchStores, peopleKeys, saveStore } from './people-api';
import { Split, loadState } from './people-split';
import type { FieldSpec } from './record-field';
import { RecordForm } from './record-form';
import { useRecordEditor } from './use-record-editor';

// The stores tab of /portal/people: each store with its channel and brand; its code, names,
// channel, brand and the business unit's id for it.

export function Stores() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stores = useQuery({
    queryKey: peopleKeys.stores,
    queryFn: ({ signal }) => fetchStores(signal),
  });
  const channels = useQuery({
    queryKey: peopleKeys.channels,
    queryFn: ({ signal }) => fetchChannels(signal),
  });
  const editor = useRecordEditor({
    records: stores.data,
    keyOf: (s) => s.id,
    listKey: peopleKeys.all,
    schemas: { create: storeCreateSchema, update: storeUpdateSchema },
  });
  const { chosen, record: store } = editor;
  const notReady = loadState(stores, t, locale) ?? loadState(channels, t, locale);
  if (notReady || !stores.data || !channels.data) return notReady;
  return (
    <Split
      newLabel={t('people.newStore')}
      onNew={() => editor.choose('new')}
      list={
        <DataTable<AdminStore>
          caption={t('people.tabs.stores')}
          testId="stores-table"
          rows={stores.data}
          rowKey={(s) => s.id}
          empty={t('people.none')}
          columns={[
            {
              key: 'store',
              header: t('people.store'),
              cell: (s) =>
                editor.chooseButton(
                  s,
                  <>
                    <span className="d-block fw-bold">{s.code}</span>
                    <span className="d-block">{locale === 'th' ? s.name_th : s.name_en}</span>
                  </>,
                ),
            },
            { key: 'channel', header: t('people.channel'), cell: (s) => s.channel },
            { key: 'brand', header: t('people.brand'), cell: (s) => s.brand || '—' },
          ]}
        />
      }
      editor={
        chosen === null ? null : (
          <RecordForm<AdminStore>
            history={{ entity: 'store', idOf: (r) => r.id }}
            key={chosen}
            id="store"
            {...editor.form}
            fields={storeFields(t, locale, channels.data)}
            initial={storeValues(store, channels.data[0]?.code ?? '')}
            save={(values) => saveStore(store?.id ?? null, values)}
          />
        )
      }
    />
  );
}

const storeFields = (t: TFunction, locale: Locale, channels: AdminChannel[]): FieldSpec[] => [
  { name: 'code', label: t('people.code'), kind: 'text' },
  { name: 'name_th', label: t('people.nameTh'), kind: 'text' },
  { name: 'name_en', label: t('people.nameEn'), kind: 'text' },
  {
    name: 'channel',
    label: t('people.channel'),
    kind: 'select',
    options: channels.map((c) => ({
      value: c.code,
      label: `${locale === 'th' ? c.name_th : c.name_en} (${c.code})`,
    })),
  },
  { name: 'brand', label: t('people.brand'), kind: 'text' },
  { name: 'bu_store_id', label: t('people.buStoreId'), kind: 'text' },
];

/** The form's values of a saved store, or a new one's in the first channel. */
const storeValues = (store: AdminStore | null, firstChannel: string) =>
  store
    ? {
        code: store.code,
        name_th: store.name_th,
        name_en: store.name_en,
        channel: store.channel,
        brand: store.brand,
        bu_store_id: store.bu_store_id,
      }
    : { code: '', name_th: '', name_en: '', channel: firstChannel, brand: '', bu_store_id: '' };
