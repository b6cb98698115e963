import type { Catalogue } from '../../lib/catalogue';
import type { SchoolSettingsStrings } from './school-settings.strings';

const hi: Catalogue<SchoolSettingsStrings> = {
  schoolSettings: {
    title: 'स्कूल की सेटिंग',
    language: 'संदेशों की भाषा',
    languageHint: 'सूचनाएँ, ईमेल और SMS आपके स्कूल के लोगों को इसी भाषा में मिलेंगे, जब तक उन्होंने अपनी भाषा नहीं चुनी है।',
    staffContact: 'विद्यार्थी और अभिभावक शिक्षकों का निजी ईमेल और मोबाइल देख सकें',
    save: 'सेटिंग सहेजें',
    saved: 'स्कूल की सेटिंग सहेज दी गई है।',
    failed: 'हम स्कूल की सेटिंग सहेज नहीं सके। कृपया फिर से कोशिश करें।',
    loadError: 'हम स्कूल की सेटिंग लोड नहीं कर सके।',
  },
};

export default hi;
