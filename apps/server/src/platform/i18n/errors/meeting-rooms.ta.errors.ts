import type { Catalogue } from '../catalogue-types.js';
import type { meetingRooms as english } from './meeting-rooms.errors.js';

export const meetingRooms: Catalogue<typeof english> = {
  roomLinkMissing: 'சந்திப்பு அறையின் {{scheme}} இணைப்பைத் தரவும்.',
  roomLinkInvalid: 'சந்திப்பு அறையின் இணைப்பு சரியானதல்ல.',
  roomLinkNotSecure: 'சந்திப்பு அறையின் இணைப்பு {{scheme}} என்று தொடங்க வேண்டும்.',
  roomLinkCredentials: 'சந்திப்பு அறையின் இணைப்பில் பயனர் பெயரோ கடவுச்சொல்லோ இருக்கக்கூடாது.',
  roomLinkHost: 'சந்திப்பு அறையின் இணைப்பு இவற்றில் ஒன்றின் இணைப்பாக இருக்க வேண்டும்: {{hosts}}.',
  roomLinkNoRoom: 'சந்திப்பு அறையின் இணைப்பில் அறையின் பெயர் இருக்க வேண்டும்.',
  unknownProvider: 'இந்த சர்வரில் “{{provider}}” என்ற சந்திப்பு அறை வழங்குநர் இல்லை: இவற்றில் ஒன்றைத் தேர்ந்தெடுக்கவும்: {{providers}}.',
  noZoomMeeting: 'இந்த வகுப்புக்கு {{provider}} சந்திப்பு இல்லை.',
  noBbbRoom: 'இந்த வகுப்புக்கு {{provider}} அறை இல்லை.',
  providerRefusedSchedule: '{{provider}} சந்திப்பைத் திட்டமிட மறுத்தது: {{detail}}',
  providerRefusedJoin: '{{provider}} வகுப்பில் சேர அனுமதிக்கவில்லை: {{detail}}',
  providerRefused: '{{provider}} கோரிக்கையை மறுத்தது: {{detail}}',
  providerUnreachable: '{{provider}}-ஐத் தொடர்புகொள்ள முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.',
  credentialsRefused: '{{provider}} இந்த சர்வரின் உள்நுழைவு விவரங்களை ஏற்கவில்லை.',
  noAccount: 'இந்த சர்வரில் {{provider}} கணக்கு அமைக்கப்படவில்லை.',
  teacherNoEmail: 'இந்த ஆசிரியருக்கு மின்னஞ்சல் முகவரி இல்லை: {{provider}} பயனர்கள் மின்னஞ்சல் மூலமே உருவாக்கப்படுவார்கள்.',
  userExists: 'பள்ளியின் {{provider}} கணக்கில் இந்த ஆசிரியருக்கு ஏற்கெனவே ஒரு பயனர் உள்ளது.',
  roomUnreachable: 'சந்திப்பு அறையைத் தொடர்புகொள்ள முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயற்சிக்கவும்.',
  roomRefused: 'சந்திப்பு அறை வகுப்பை ஏற்கவில்லை: {{detail}}',
  roomRefusedUnsaid: 'சந்திப்பு அறை காரணம் சொல்லாமல் வகுப்பை ஏற்கவில்லை.',
  ownUserOnly: 'ஆசிரியர் தமக்கான {{provider}} பயனரை மட்டுமே கேட்கலாம்; பள்ளி நிர்வாகி பள்ளியின் ஆசிரியர்களுக்குக் கேட்கலாம்.',
  noTeacher: 'இந்த ஆசிரியர் கிடைக்கவில்லை.',
};
