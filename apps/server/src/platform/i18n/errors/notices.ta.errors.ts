import type { Catalogue } from '../catalogue-types.js';
import type { notices as english } from './notices.errors.js';

export const notices: Catalogue<typeof english> = {
  clientIdReused: {
    message: 'அறிவிப்பின் இந்த அடையாளம் வேறொரு அறிவிப்புக்குப் பயன்படுத்தப்பட்டுவிட்டது: புதிய அடையாளத்தை உருவாக்கவும்.',
    field: 'வேறொரு அறிவிப்புக்குப் பயன்படுத்தப்பட்டுவிட்டது',
  },
  notStaff: 'நீங்கள் எந்தப் பள்ளியின் பணியாளர்களிலும் இல்லை.',
  clientIdNewOnly: {
    message: '{{field}}: புதிய அறிவிப்புக்கு மட்டுமே.',
    field: 'புதிய அறிவிப்புக்கு மட்டுமே',
  },
  textEmpty: {
    message: '{{field}}: காலியாக விட வேண்டாம்.',
    field: 'காலியாக விட வேண்டாம்',
  },
  sectionNeeded: {
    message: '{{field}}: குறைந்தது ஒரு பிரிவைத் தேர்ந்தெடுக்கவும்.',
    field: 'குறைந்தது ஒரு பிரிவைத் தேர்ந்தெடுக்கவும்',
  },
  classNeeded: {
    message: '{{field}}: குறைந்தது ஒரு வகுப்பைத் தேர்ந்தெடுக்கவும்.',
    field: 'குறைந்தது ஒரு வகுப்பைத் தேர்ந்தெடுக்கவும்',
  },
  notSchoolSection: {
    message: '{{field}}: இது இந்தப் பள்ளியின் பிரிவு அல்ல.',
    field: 'இந்தப் பள்ளியின் பிரிவு அல்ல',
  },
  notSchoolClass: {
    message: '{{field}}: இது இந்தப் பள்ளியின் வகுப்பு அல்ல.',
    field: 'இந்தப் பள்ளியின் வகுப்பு அல்ல',
  },
  attachmentNotSchool: {
    message: '{{field}}: பள்ளிக்காகப் பதிவேற்றிய கோப்பை மட்டுமே இணைக்கவும்.',
    field: 'பள்ளிக்காகப் பதிவேற்றிய கோப்பை மட்டுமே இணைக்கவும்',
  },
  publishAtInvalid: {
    message: '{{field}}: இது சரியான நேரம் அல்ல.',
    field: 'சரியான நேரம் அல்ல',
  },
  publishAtTooFar: {
    message: '{{field}}: ஓர் ஆண்டுக்குள் உள்ள நேரத்தைத் தேர்ந்தெடுக்கவும்.',
    field: 'ஓர் ஆண்டுக்குள் உள்ள நேரத்தைத் தேர்ந்தெடுக்கவும்',
  },
  publishAtLater: {
    message: '{{field}}: அறிவிப்பு வெளியான பிறகு நேரத்தைத் தள்ளிவைக்க முடியாது.',
    field: 'அறிவிப்பு வெளியான பிறகு தள்ளிவைக்க முடியாது',
  },
  onlyAuthorOrAdmin: 'இந்த அறிவிப்பை எழுதியவர் அல்லது பள்ளி நிர்வாகி மட்டுமே மாற்ற முடியும்.',
};
