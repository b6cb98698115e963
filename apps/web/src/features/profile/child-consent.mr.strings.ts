import type { Catalogue } from '../../lib/catalogue';
import type { ChildConsentStrings } from './child-consent.strings';

const mr: Catalogue<ChildConsentStrings> = {
  childConsent: {
    title: 'तुमच्या पाल्यांसाठी संमती',
    intro:
      'ESC+ ने या पाल्यांच्या शिक्षणाची नोंद ठेवावी याला तुम्ही संमती दिली आहे. संमती मागे घेतल्यास त्यांचे शिकणे लगेच थांबेल, ते साइन आउट होतील, आणि 30 दिवसांनी त्यांचा डेटा पुसला जाईल.',
    given: 'तुम्ही {{date}} रोजी संमती दिली (सूचना {{version}}).',
    withdraw: '{{name}} यांची संमती मागे घ्या',
    confirm: 'मागे घ्यायची? पालक पुन्हा संमती देईपर्यंत {{name}} येथे शिकू शकणार नाहीत.',
    confirmYes: 'हो, मागे घ्या',
    cancel: 'राहू द्या',
    withdrawn: '{{date}} रोजी मागे घेतली. {{name}} यांचा डेटा {{erase}} नंतर पुसला जाईल.',
    failed: 'आम्ही संमती मागे घेऊ शकलो नाही. कृपया पुन्हा प्रयत्न करा.',
  },
};
export default mr;
