import type { Catalogue } from '../../lib/catalogue';
import type { PendingChangesStrings } from './pending-changes.strings';

const bn: Catalogue<PendingChangesStrings> = {
  pendingChanges: {
    waiting_one: 'অনলাইনে এলে {{count}}টি পরিবর্তন পাঠানো হবে',
    waiting_other: 'অনলাইনে এলে {{count}}টি পরিবর্তন পাঠানো হবে',
    sending_one: '{{count}}টি পরিবর্তন পাঠানো হচ্ছে...',
    sending_other: '{{count}}টি পরিবর্তন পাঠানো হচ্ছে...',
  },
};
export default bn;
