import type { Catalogue } from '../catalogue-types.js';
import type { doubts as english } from './doubts.errors.js';

export const doubts: Catalogue<typeof english> = {
  noTeacher: 'உங்கள் பிரிவில் இந்தப் பாடத்தை நடத்தும் ஆசிரியர் இன்னும் இல்லை, எனவே யாராலும் பதில் சொல்ல முடியாது.',
  resultNotOut: 'தேர்வு முடிவு வெளியான பிறகு இந்தக் கேள்வியைப் பற்றிக் கேட்கவும்.',
  testOpen: 'இந்தக் கேள்வி இப்போது நடக்கும் ஒரு தேர்வில் உள்ளது. தேர்வு முடிந்த பிறகு கேட்கவும்.',
  onlyLearner: 'சந்தேகங்களை மாணவர்கள் மட்டுமே கேட்பார்கள்; பெற்றோரும் ஆசிரியர்களும் அவற்றைப் படிப்பார்கள்.',
};
