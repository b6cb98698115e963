import type { Catalogue } from '../catalogue-types.js';
import type { reports as english } from './reports.errors.js';

export const reports: Catalogue<typeof english> = {
  noReport: 'இந்த அறிக்கை கிடைக்கவில்லை.',
  learnerNeeded: '{{field}}: மாணவரைக் குறிப்பிடவும்.',
  attemptNeeded: '{{field}}, வழங்கப்பட்ட வேலை அல்லது வினாத்தாள் இவற்றில் ஒன்றைக் குறிப்பிடவும்.',
  olympiadAnalysis: 'ஒலிம்பியாடின் கேள்விப் பகுப்பாய்வு அதன் முடிவுகள் வெளியான பிறகே திறக்கும்.',
};
