import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** Shows a close button (spec 001 §2: the toast has an optional close button). */
  closable?: boolean;
  /** Milliseconds before it closes by itself; false keeps it open. */
  autoClose?: number | false;
}

const TONE_COLOR: Record<ToastTone, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/** A toast at the bottom centre (the Notifications container is placed there in the providers). */
export function showToast({ message, tone = 'info', closable = true, autoClose = 6000 }: ToastOptions): string {
  return notifications.show({
    message,
    color: TONE_COLOR[tone],
    withCloseButton: closable,
    autoClose,
    closeButtonProps: { 'aria-label': i18next.t('common.closeToast') },
  });
}
