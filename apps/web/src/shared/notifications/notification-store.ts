import type { ReactNode } from 'react';
import { create } from 'zustand';

export type NotificationVariant = 'info' | 'success' | 'warning' | 'danger';

export interface NotificationInput {
  /** Give an id to replace an earlier toast with the same id instead of stacking a new one. */
  id?: string;
  title?: ReactNode;
  message: ReactNode;
  variant?: NotificationVariant;
  /** Hide after this many ms; without it the toast stays until closed (spec §9). */
  delay?: number;
}

export interface Notification extends Required<Pick<NotificationInput, 'id' | 'variant'>> {
  title?: ReactNode;
  message: ReactNode;
  delay?: number;
}

interface NotificationState {
  notifications: Notification[];
}

export const useNotificationStore = create<NotificationState>(() => ({ notifications: [] }));

let sequence = 0;

/** Shows a toast in the notification area (bottom-end). Returns its id. */
export function notify(input: NotificationInput): string {
  const id = input.id ?? `notification-${++sequence}`;
  const notification: Notification = {
    id,
    variant: input.variant ?? 'info',
    title: input.title,
    message: input.message,
    delay: input.delay,
  };
  useNotificationStore.setState((state) => {
    const others = state.notifications.filter((n) => n.id !== id);
    return { notifications: [...others, notification] };
  });
  return id;
}

export function dismissNotification(id: string): void {
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.filter((n) => n.id !== id),
  }));
}

export function clearNotifications(): void {
  useNotificationStore.setState({ notifications: [] });
}
