import type { Catalogue } from '../../lib/catalogue';
import type { PendingChangesStrings } from './pending-changes.strings';

const hi: Catalogue<PendingChangesStrings> = {
  pendingChanges: {
    waiting_one: '{{count}} बदलाव ऑनलाइन होने पर भेजा जाएगा',
    waiting_other: '{{count}} बदलाव ऑनलाइन होने पर भेजे जाएँगे',
    sending_one: '{{count}} बदलाव भेजा जा रहा है...',
    sending_other: '{{count}} बदलाव भेजे जा रहे हैं...',
  },
};
export default hi;
