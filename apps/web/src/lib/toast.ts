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

const toastListeners = new Set<() => void>();
let toastShown = false;

/** True once a toast was asked for: the container (components/toast-host) must be there then. */
export function toastRequested(): boolean {
  return toastShown;
}

export function subscribeToasts(listener: () => void): () => void {
  toastListeners.add(listener);
  return () => {
    toastListeners.delete(listener);
  };
}

/**
 * A toast at the bottom centre (components/toast-host places the container there). The toast code
 * is fetched with the first toast, not with the first screen; the toast shows when it arrives.
 */
export function showToast({ message, tone = 'info', closable = true, autoClose = 6000 }: ToastOptions): void {
  if (!toastShown) {
    toastShown = true;
    toastListeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications')
    .then(({ notifications }) =>
      notifications.show({
        message,
        color: TONE_COLOR[tone],
        withCloseButton: closable,
        autoClose,
        closeButtonProps: { 'aria-label': i18next.t('common.closeToast') },
      }),
    )
    // Its code could not be fetched (offline): the toast is lost; the screen still says what happened.
    .catch(() => undefined);
}
