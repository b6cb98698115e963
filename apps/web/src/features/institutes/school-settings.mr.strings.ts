import type { Catalogue } from '../../lib/catalogue';
import type { SchoolSettingsStrings } from './school-settings.strings';

const mr: Catalogue<SchoolSettingsStrings> = {
  schoolSettings: {
    title: 'शाळेची सेटिंग्ज',
    language: 'संदेशांची भाषा',
    languageHint: 'नोटिफिकेशन, ईमेल आणि SMS तुमच्या शाळेतील लोकांना याच भाषेत मिळतील, त्यांनी स्वतःची भाषा निवडली नसेल तर.',
    staffContact: 'विद्यार्थी आणि पालकांना शिक्षकांचा वैयक्तिक ईमेल आणि मोबाइल दिसावा',
    save: 'सेटिंग्ज जतन करा',
    saved: 'शाळेची सेटिंग्ज जतन झाली.',
    failed: 'आम्ही शाळेची सेटिंग्ज जतन करू शकलो नाही. पुन्हा प्रयत्न करा.',
    loadError: 'आम्ही शाळेची सेटिंग्ज लोड करू शकलो नाही.',
  },
};

export default mr;
