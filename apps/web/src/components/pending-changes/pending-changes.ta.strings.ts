import type { Catalogue } from '../../lib/catalogue';
import type { PendingChangesStrings } from './pending-changes.strings';

const ta: Catalogue<PendingChangesStrings> = {
  pendingChanges: {
    waiting_one: 'ஆன்லைனுக்கு வந்ததும் {{count}} மாற்றம் அனுப்பப்படும்',
    waiting_other: 'ஆன்லைனுக்கு வந்ததும் {{count}} மாற்றங்கள் அனுப்பப்படும்',
    sending_one: '{{count}} மாற்றம் அனுப்பப்படுகிறது...',
    sending_other: '{{count}} மாற்றங்கள் அனுப்பப்படுகின்றன...',
  },
};
export default ta;
