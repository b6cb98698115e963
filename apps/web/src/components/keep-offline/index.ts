export { KeepOfflineButton, type KeepOfflineButtonProps } from './keep-offline-button.component';
