import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notification-store';
import { TOAST_MS } from './constants';
import { saveBlob } from '@changdee/ui/lib/save-blob';
import { fetchWithProgress, fileNameOf } from './download';

let sequence = 0;

/**
 * Spec §2 Other / §4: the download toast shows 'downloading' with its percent until 100 %, then
 * 'completed'; a failure shows 'Download failed!' for 3 s.
 */
export function useImageDownload(): (url: string) => Promise<void> {
  const { t } = useTranslation('catalog');
  return useCallback(
    async (url: string) => {
      const id = `catalog-download-${++sequence}`;
      const show = (percent: number | null) =>
        notify({
          id,
          variant: 'info',
          title: t('download.title'),
          message:
            percent === null ? t('download.inProgress') : t('download.progress', { percent }),
        });
      try {
        show(0);
        const blob = await fetchWithProgress(url, show);
        saveBlob(blob, fileNameOf(url));
        notify({
          id,
          variant: 'success',
          title: t('download.title'),
          message: t('download.done'),
          delay: TOAST_MS.downloadDone,
        });
      } catch {
        notify({
          id,
          variant: 'danger',
          title: t('download.title'),
          message: t('download.failed'),
          delay: TOAST_MS.downloadFailed,
        });
      }
    },
    [t],
  );
}
