import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The installed app's words (English): the offline banner and the update and install prompts. */
export const offlineAppStrings = {
  offlineApp: {
    offlineSavedAt: 'Offline: showing what was saved at {{time}}',
    offline: 'Offline: you are not connected to the internet',
    waitingActions:
      'Your answers, progress, bookmarks and register marks are kept on this device and sent when you are back online. Other changes need the internet.',
    updateReady: 'A new version is ready',
    updateText: 'Reload to use it. What you have saved stays.',
    reload: 'Reload',
    installTitle: 'Install ESC+ on this device',
    installText: 'Open it from your home screen, even with no internet.',
    install: 'Install',
    notNow: 'Not now',
  },
};

export type OfflineAppStrings = typeof offlineAppStrings;

registerStrings(offlineAppStrings, import.meta.glob<CatalogueModule>('./offline-app.*.strings.ts'));
