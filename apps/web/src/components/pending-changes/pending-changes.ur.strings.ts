import type { Catalogue } from '../../lib/catalogue';
import type { PendingChangesStrings } from './pending-changes.strings';

const ur: Catalogue<PendingChangesStrings> = {
  pendingChanges: {
    waiting_one: '{{count}} تبدیلی آن لائن ہونے پر بھیجی جائے گی',
    waiting_other: '{{count}} تبدیلیاں آن لائن ہونے پر بھیجی جائیں گی',
    sending_one: '{{count}} تبدیلی بھیجی جا رہی ہے...',
    sending_other: '{{count}} تبدیلیاں بھیجی جا رہی ہیں...',
  },
};
export default ur;
