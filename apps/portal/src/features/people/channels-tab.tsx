import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  channelCreateSchema,
  channelUpdateSchema,
  type AdminChannel,
} from '@changdee/contract/people-admin';
import { DataTable } from '@changdee/ui/data-table';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { fetchChannels, peopleKeys, saveChannel } from './people-api';
import { Split, loadState } from './people-split';
import { RecordForm } from './record-form';
import { useRecordEditor } from './use-record-editor';

// The channels tab of /portal/people: each channel with its count of stores; its code, fixed once
// saved, and its names.

export function Channels() {
  const { t } = useTranslation();
  const locale = useLocale();
  const channels = useQuery({
    queryKey: peopleKeys.channels,
    queryFn: ({ signal }) => fetchChannels(signal),
  });
  const editor = useRecordEditor({
    records: channels.data,
    keyOf: (c) => c.code,
    listKey: peopleKeys.all,
    schemas: { create: channelCreateSchema, update: channelUpdateSchema },
  });
  const { chosen, record: channel } = editor;
  const notReady = loadState(channels, t, locale);
  if (notReady || !channels.data) return notReady;
  return (
    <Split
      newLabel={t('people.newChannel')}
      onNew={() => editor.choose('new')}
      list={
        <DataTable<AdminChannel>
          caption={t('people.tabs.channels')}
          testId="channels-table"
          rows={channels.data}
          rowKey={(c) => c.code}
          empty={t('people.none')}
          columns={[
            {
              key: 'channel',
              header: t('people.channel'),
              cell: (c) =>
                editor.chooseButton(
                  c,
                  <>
                    <span className="d-block fw-bold">{c.code}</span>
                    <span className="d-block">{locale === 'th' ? c.name_th : c.name_en}</span>
                  </>,
                ),
            },
            {
              key: 'stores',
              header: t('people.storeCount'),
              numeric: true,
              cell: (c) => c.store_count,
            },
          ]}
        />
      }
      editor={
        chosen === null ? null : (
          <RecordForm<AdminChannel>
            history={{ entity: 'channel', idOf: (r) => r.code }}
            key={chosen}
            id="channel"
            {...editor.form}
            fields={[
              { name: 'code', label: t('people.code'), kind: 'text', readOnly: Boolean(channel) },
              { name: 'name_th', label: t('people.nameTh'), kind: 'text' },
              { name: 'name_en', label: t('people.nameEn'), kind: 'text' },
            ]}
            initial={
              channel
                ? { code: channel.code, name_th: channel.name_th, name_en: channel.name_en }
                : { code: '', name_th: '', name_en: '' }
            }
            save={(values) => saveChannel(channel?.code ?? null, values)}
          />
        )
      }
    />
  );
}
