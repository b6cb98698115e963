import type { Catalogue } from '../../lib/catalogue';
import type { SchoolSettingsStrings } from './school-settings.strings';

const ta: Catalogue<SchoolSettingsStrings> = {
  schoolSettings: {
    title: 'பள்ளி அமைப்புகள்',
    language: 'செய்திகளின் மொழி',
    languageHint:
      'அறிவிப்புகள், மின்னஞ்சல்கள், குறுஞ்செய்திகள் உங்கள் பள்ளியினருக்கு இந்த மொழியில் செல்லும், அவர்கள் தங்கள் மொழியைத் தேர்வு செய்யாவிட்டால்.',
    staffContact: 'மாணவர்களும் பெற்றோரும் ஆசிரியர்களின் தனிப்பட்ட மின்னஞ்சலையும் கைபேசி எண்ணையும் பார்க்கலாம்',
    save: 'அமைப்புகளைச் சேமி',
    saved: 'பள்ளி அமைப்புகள் சேமிக்கப்பட்டன.',
    failed: 'பள்ளி அமைப்புகளைச் சேமிக்க முடியவில்லை. மீண்டும் முயலவும்.',
    loadError: 'பள்ளி அமைப்புகளை ஏற்ற முடியவில்லை.',
  },
};

export default ta;
