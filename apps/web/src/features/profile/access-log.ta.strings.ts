import type { Catalogue } from '../../lib/catalogue';
import type { AccessLogStrings } from './access-log.strings';

const ta: Catalogue<AccessLogStrings> = {
  accessLog: {
    title: 'உங்கள் பதிவுகளை யார் பார்த்தார்கள்',
    childTitle: '{{name}} இன் பதிவுகளை யார் பார்த்தார்கள்',
    schoolTitle: 'உங்கள் பள்ளியில் குழந்தைகளின் பதிவுகளை யார் பார்த்தார்கள்',
    intro:
      'ஆசிரியர் அல்லது பள்ளியின் பிற பணியாளர் பதில்கள், அறிக்கைகள், வருகை அல்லது தொடர்பு விவரங்களைத் திறந்த ஒவ்வொரு முறையும். குழந்தையும் பெற்றோரும் பார்த்தவை இங்கு இல்லை. பதிவுகள் {{days}} நாட்கள் வைக்கப்படும்.',
    empty: 'பள்ளியில் யாரும் இந்தப் பதிவுகளைப் பார்க்கவில்லை.',
    loadError: 'யார் பார்த்தார்கள் என்பதை ஏற்ற முடியவில்லை.',
    entry: '{{viewer}} ({{role}}) {{action}}',
    formerPerson: 'முன்னாள் பணியாளர் ஒருவர்',
    role: { teacher: 'ஆசிரியர்', admin: 'பள்ளி நிர்வாகி', staff: 'பணியாளர்' },
    kind: {
      'attempt-answers': '{{learner}} இன் பதில்களைத் திறந்தார்',
      'paper-report': '{{learner}} இன் தேர்வு அறிக்கையைத் திறந்தார்',
      'assessment-activity': '{{learner}} இன் தேர்வு நிலையையும் மதிப்பெண்ணையும் பார்த்தார்',
      'learnlist-report': '{{learner}} இன் வீட்டுப்பாட அறிக்கையைத் திறந்தார்',
      attendance: '{{learner}} இன் வருகையைத் திறந்தார்',
      'attendance-register': '{{learner}} உள்ள வருகைப் பதிவேட்டைப் பதிவிறக்கினார்',
      'contact-details': '{{learner}} இன் மின்னஞ்சல், கைபேசியைப் பார்த்தார்',
      handin: '{{learner}} சமர்ப்பித்த வேலையைத் திறந்தார்',
      doubt: '{{learner}} இன் சந்தேகத்தைப் படித்தார்',
      'report-download': '{{learner}} உள்ள அறிக்கையைப் பதிவிறக்கினார்',
    },
    on: '“{{label}}” இல்',
    from: '{{device}} இலிருந்து',
    newer: 'புதியவை',
    older: 'பழையவை',
    onlyLearner: '{{name}} மட்டும்',
    onlyViewer: '{{name}} பார்த்தவை மட்டும்',
    showAll: 'அனைவரையும் காட்டு',
  },
};
export default ta;
