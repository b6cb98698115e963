import type { Catalogue } from '../../lib/catalogue';
import type { ChildConsentStrings } from './child-consent.strings';

const hi: Catalogue<ChildConsentStrings> = {
  childConsent: {
    title: 'आपके बच्चों के लिए सहमति',
    intro:
      'आपने सहमति दी है कि ESC+ इन बच्चों की पढ़ाई का रिकॉर्ड रख सकता है। सहमति वापस लेने पर उनकी पढ़ाई तुरंत रुक जाएगी, वे साइन आउट हो जाएँगे, और 30 दिन बाद उनका डेटा मिटा दिया जाएगा।',
    given: 'आपने {{date}} को सहमति दी (सूचना {{version}})।',
    withdraw: '{{name}} के लिए सहमति वापस लें',
    confirm: 'वापस लें? जब तक कोई अभिभावक फिर से सहमति नहीं देता, {{name}} यहाँ पढ़ नहीं पाएँगे।',
    confirmYes: 'हाँ, वापस लें',
    cancel: 'रहने दें',
    withdrawn: '{{date}} को वापस ली गई। {{name}} का डेटा {{erase}} के बाद मिटा दिया जाएगा।',
    failed: 'हम सहमति वापस नहीं ले सके। कृपया फिर कोशिश करें।',
  },
};
export default hi;
