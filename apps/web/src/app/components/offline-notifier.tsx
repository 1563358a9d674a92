import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../shared/hooks/use-online-status';
import { dismissNotification, notify } from '../../shared/notifications/notification-store';

const toastId = 'network-status';

/** Tells the user when the connection drops, and when it is back. */
export function OfflineNotifier() {
  const online = useOnlineStatus();
  const { t } = useTranslation('common');
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      notify({
        id: toastId,
        variant: 'warning',
        title: t('network.offlineTitle'),
        message: t('network.offline'),
      });
    } else if (wasOffline.current) {
      wasOffline.current = false;
      dismissNotification(toastId);
      notify({ id: toastId, variant: 'success', message: t('network.online'), delay: 3000 });
    }
  }, [online, t]);
  return null;
}
