import type { Catalogue } from '../catalogue-types.js';
import type { meetingRooms as english } from './meeting-rooms.errors.js';

export const meetingRooms: Catalogue<typeof english> = {
  roomLinkMissing: 'मीटिंग रूम का {{scheme}} लिंक दें।',
  roomLinkInvalid: 'मीटिंग रूम का लिंक सही नहीं है।',
  roomLinkNotSecure: 'मीटिंग रूम का लिंक {{scheme}} से शुरू होना चाहिए।',
  roomLinkCredentials: 'मीटिंग रूम के लिंक में यूज़र नेम या पासवर्ड नहीं होना चाहिए।',
  roomLinkHost: 'मीटिंग रूम का लिंक इनमें से किसी एक का होना चाहिए: {{hosts}}।',
  roomLinkNoRoom: 'मीटिंग रूम के लिंक में मीटिंग रूम का नाम होना चाहिए।',
  unknownProvider: 'इस सर्वर पर “{{provider}}” नाम का कोई मीटिंग रूम प्रदाता नहीं है: इनमें से एक चुनें: {{providers}}।',
  noZoomMeeting: 'इस क्लास की कोई {{provider}} मीटिंग नहीं है।',
  noBbbRoom: 'इस क्लास का कोई {{provider}} रूम नहीं है।',
  providerRefusedSchedule: '{{provider}} ने मीटिंग शेड्यूल नहीं की: {{detail}}',
  providerRefusedJoin: '{{provider}} ने क्लास में शामिल नहीं होने दिया: {{detail}}',
  providerRefused: '{{provider}} ने अनुरोध स्वीकार नहीं किया: {{detail}}',
  providerUnreachable: '{{provider}} से संपर्क नहीं हो सका। एक मिनट बाद फिर से कोशिश करें।',
  credentialsRefused: '{{provider}} ने इस सर्वर की लॉग-इन जानकारी स्वीकार नहीं की।',
  noAccount: 'इस सर्वर पर कोई {{provider}} खाता सेट नहीं है।',
  teacherNoEmail: 'इन शिक्षक का कोई ईमेल पता नहीं है: {{provider}} यूज़र ईमेल से ही बनाए जाते हैं।',
  userExists: 'स्कूल के {{provider}} खाते में इन शिक्षक का यूज़र पहले से है।',
  roomUnreachable: 'मीटिंग रूम से संपर्क नहीं हो सका। एक मिनट बाद फिर से कोशिश करें।',
  roomRefused: 'मीटिंग रूम ने क्लास स्वीकार नहीं की: {{detail}}',
  roomRefusedUnsaid: 'मीटिंग रूम ने बिना कारण बताए क्लास स्वीकार नहीं की।',
  ownUserOnly: 'शिक्षक अपने लिए ही {{provider}} यूज़र माँग सकते हैं; स्कूल प्रशासक स्कूल के शिक्षकों के लिए।',
  noTeacher: 'ये शिक्षक नहीं मिले।',
};
