import type { Catalogue } from '../catalogue-types.js';
import type { platform as english } from './platform.errors.js';

export const platform: Catalogue<typeof english> = {
  ratingOwn: 'மதிப்பீடு உங்களுடையது மட்டுமே: வேறொருவரின் மதிப்பீட்டைத் தரவோ பார்க்கவோ முடியாது.',
  dashboardOwn: 'உங்கள் சொந்த முகப்பை மட்டுமே தேர்வு செய்ய முடியும்.',
  instituteNotYours: 'இந்த நிறுவனம் உங்கள் நிறுவனங்களில் ஒன்று அல்ல.',
  scheduleEndBeforeStart: 'அட்டவணையின் முடிவுத் தேதி அதன் தொடக்கத் தேதிக்கு முன்பு உள்ளது.',
  reportSenderOwn:
    'அறிக்கையில் அனுப்புநராக உங்கள் (உள்நுழைந்தவரின்) பெயர் மட்டுமே இருக்கலாம், அல்லது யாருடைய பெயரும் இல்லாமல் இருக்கலாம்.',
};
