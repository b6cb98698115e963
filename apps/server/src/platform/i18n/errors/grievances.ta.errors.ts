import type { Catalogue } from '../catalogue-types.js';
import type { grievances as english } from './grievances.errors.js';

export const grievances: Catalogue<typeof english> = {
  notFound: 'அப்படி ஒரு புகார் இல்லை.',
  notOfficer: 'இந்தப் புகாருக்குப் பதிலளிக்கும் குறைதீர் அலுவலர் மட்டுமே இதைச் செய்ய முடியும்.',
  adminOnly: 'பள்ளியின் குறைதீர் அலுவலரைப் பள்ளி நிர்வாகி மட்டுமே நியமிக்க முடியும்.',
  notAnswered: 'புகாரை மூடும் முன் பதில் அளியுங்கள்: முடிவு அந்த நபருக்குத் தெரிவிக்கப்பட வேண்டும்.',
  closed: 'இந்தப் புகார் மூடப்பட்டது.',
  dailyLimit: 'ஒரு நாளில் அதிகபட்சம் {{max, number}} புகார்களை அளிக்கலாம். நாளை அளியுங்கள்.',
  securityEventsEditorsOnly: 'பாதுகாப்பு நிகழ்வுகளைத் தளத்தின் தொகுப்பாளர்கள் மட்டுமே பார்க்க முடியும்.',
  securityEventsDays: 'கடைசி நாள் முதல் நாளுக்கு முன் இருக்கக் கூடாது.',
};
