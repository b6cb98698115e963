import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The words of the waiting-changes line of the signed-in shell (English). */
export const pendingChangesStrings = {
  pendingChanges: {
    waiting_one: '{{count}} change will be sent when you are online',
    waiting_other: '{{count}} changes will be sent when you are online',
    sending_one: 'Sending {{count}} change...',
    sending_other: 'Sending {{count}} changes...',
  },
};
export type PendingChangesStrings = typeof pendingChangesStrings;

registerStrings(pendingChangesStrings, import.meta.glob<CatalogueModule>('./pending-changes.*.strings.ts'));
