import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import type { CSSProperties } from 'react';
import { dismissNotification, useNotificationStore, type Notification } from './notification-store';
import { useToastClearance } from './toast-clearance';
import './notification-area.scss';

const headerClass: Record<Notification['variant'], string> = {
  info: 'text-bg-primary',
  success: 'text-bg-success',
  warning: 'text-bg-warning',
  danger: 'text-bg-danger',
};

/** The close button must stay visible on the header's colour (warning's is light, text dark). */
const closeVariant: Record<Notification['variant'], 'white' | undefined> = {
  info: 'white',
  success: 'white',
  warning: undefined,
  danger: 'white',
};

function NotificationToast({ notification }: { notification: Notification }) {
  const { t } = useTranslation('common');
  const urgent = notification.variant === 'danger' || notification.variant === 'warning';
  return (
    <Toast
      onClose={() => dismissNotification(notification.id)}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <Toast.Header
        closeLabel={t('notifications.close')}
        closeVariant={closeVariant[notification.variant]}
        className={headerClass[notification.variant]}
      >
        <strong className="me-auto">
          {notification.title ?? t(`notifications.title.${notification.variant}`)}
        </strong>
      </Toast.Header>
      <Toast.Body>{notification.message}</Toast.Body>
    </Toast>
  );
}

/**
 * The layout's notification area: toasts at the bottom right (spec §9), above whatever is fixed to
 * the bottom of the screen (toast-clearance.ts).
 */
export function NotificationArea() {
  const { t } = useTranslation('common');
  const notifications = useNotificationStore((state) => state.notifications);
  const clearance = useToastClearance();
  return (
    <ToastContainer
      containerPosition="fixed"
      className="p-3 app-notifications"
      style={{ '--toast-clearance': `${clearance}px` } as CSSProperties}
      role="region"
      aria-label={t('notifications.region')}
      data-testid="notification-area"
    >
      {notifications.map((notification) => (
        <NotificationToast key={notification.id} notification={notification} />
      ))}
    </ToastContainer>
  );
}
