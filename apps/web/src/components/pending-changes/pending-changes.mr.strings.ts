import type { Catalogue } from '../../lib/catalogue';
import type { PendingChangesStrings } from './pending-changes.strings';

const mr: Catalogue<PendingChangesStrings> = {
  pendingChanges: {
    waiting_one: 'तुम्ही ऑनलाइन आलात की {{count}} बदल पाठवला जाईल',
    waiting_other: 'तुम्ही ऑनलाइन आलात की {{count}} बदल पाठवले जातील',
    sending_one: '{{count}} बदल पाठवत आहोत...',
    sending_other: '{{count}} बदल पाठवत आहोत...',
  },
};
export default mr;
