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
  /** How long it shows (ms, from when it showed); none: until closed. */
  delay?: number;
}

interface NotificationState {
  notifications: Notification[];
}

export const useNotificationStore = create<NotificationState>(() => ({ notifications: [] }));

let sequence = 0;

// Each toast's timer, kept here rather than in the Toast: a toast that replaces another with the
// same id (the same element on screen) starts a timer of its own, so it stays its whole delay from
// the moment it shows (spec §9), not what was left of the old one's.
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function stopTimer(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

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
  stopTimer(id);
  useNotificationStore.setState((state) => {
    const others = state.notifications.filter((n) => n.id !== id);
    return { notifications: [...others, notification] };
  });
  if (input.delay !== undefined)
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), input.delay),
    );
  return id;
}

export function dismissNotification(id: string): void {
  stopTimer(id);
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.filter((n) => n.id !== id),
  }));
}

export function clearNotifications(): void {
  for (const id of [...timers.keys()]) stopTimer(id);
  useNotificationStore.setState({ notifications: [] });
}
