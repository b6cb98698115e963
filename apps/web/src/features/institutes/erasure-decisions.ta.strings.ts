import type { Catalogue } from '../../lib/catalogue';
import type { ErasureDecisionsStrings } from './erasure-decisions.strings';

const ta: Catalogue<ErasureDecisionsStrings> = {
  erasureDecisions: {
    title: 'கணக்கு நீக்கக் கோரிக்கைகள்',
    loadError: 'கணக்கு நீக்கக் கோரிக்கைகளை ஏற்ற முடியவில்லை.',
    none: 'யாரும் தங்கள் கணக்கை நீக்கக் கோரவில்லை.',
    due: 'உங்கள் முடிவுக்காகக் காத்திருக்கிறது, {{date}} வரை.',
    reason: 'அவர்களின் காரணம்: {{reason}}',
    refusal: 'மறுக்கப்பட்டது: {{reason}}',
    refusalLabel: 'ஏன் மறுக்கிறீர்கள் (அவர்கள் இதைப் படிப்பார்கள்)',
    approve: 'ஏற்று நீக்கு',
    refuse: 'மறு',
    grounds: {
      consent_withdrawn:
        'கோரிக்கை இல்லாமல் நீக்கப்பட்டது: ஒரு பெற்றோர் இந்தக் குழந்தைக்கான ஒப்புதலைத் திரும்பப் பெற்றார், 30 நாட்களுக்குள் எந்தப் பெற்றோரும் மீண்டும் ஒப்புதல் தரவில்லை.',
      consent_refused:
        'கோரிக்கை இல்லாமல் நீக்கப்பட்டது: ஒரு பெற்றோர் இந்தக் குழந்தைக்கு ஒப்புதல் தர மறுத்தார், 30 நாட்களுக்குள் எந்தப் பெற்றோரும் ஒப்புதல் தரவில்லை.',
    },
    state: {
      refused: 'மறுக்கப்பட்டது.',
      erasing: 'நீக்கப்படுகிறது.',
      erased: 'நீக்கப்பட்டது.',
    },
  },
};
export default ta;
