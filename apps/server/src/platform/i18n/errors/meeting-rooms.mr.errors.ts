import type { Catalogue } from '../catalogue-types.js';
import type { meetingRooms as english } from './meeting-rooms.errors.js';

export const meetingRooms: Catalogue<typeof english> = {
  roomLinkMissing: 'मीटिंग रूमची {{scheme}} लिंक द्या.',
  roomLinkInvalid: 'मीटिंग रूमची लिंक योग्य नाही.',
  roomLinkNotSecure: 'मीटिंग रूमची लिंक {{scheme}} ने सुरू व्हायला हवी.',
  roomLinkCredentials: 'मीटिंग रूमच्या लिंकमध्ये युजरनेम किंवा पासवर्ड नसावा.',
  roomLinkHost: 'मीटिंग रूमची लिंक यांपैकी एकाची असावी: {{hosts}}.',
  roomLinkNoRoom: 'मीटिंग रूमच्या लिंकमध्ये मीटिंग रूमचे नाव असावे.',
  unknownProvider: 'या सर्व्हरवर “{{provider}}” नावाचा मीटिंग रूम प्रदाता नाही: यांपैकी एक निवडा: {{providers}}.',
  noZoomMeeting: 'या वर्गाची {{provider}} मीटिंग नाही.',
  noBbbRoom: 'या वर्गाची {{provider}} रूम नाही.',
  providerRefusedSchedule: '{{provider}} ने मीटिंग ठरवण्यास नकार दिला: {{detail}}',
  providerRefusedJoin: '{{provider}} ने वर्गात सामील होऊ दिले नाही: {{detail}}',
  providerRefused: '{{provider}} ने विनंती नाकारली: {{detail}}',
  providerUnreachable: '{{provider}} शी संपर्क होऊ शकला नाही. एका मिनिटाने पुन्हा प्रयत्न करा.',
  credentialsRefused: '{{provider}} ने या सर्व्हरची लॉग-इन माहिती स्वीकारली नाही.',
  noAccount: 'या सर्व्हरवर {{provider}} खाते सेट केलेले नाही.',
  teacherNoEmail: 'या शिक्षकांचा ईमेल पत्ता नाही: {{provider}} युजर ईमेलनेच तयार केले जातात.',
  userExists: 'शाळेच्या {{provider}} खात्यात या शिक्षकांचा युजर आधीपासून आहे.',
  roomUnreachable: 'मीटिंग रूमशी संपर्क होऊ शकला नाही. एका मिनिटाने पुन्हा प्रयत्न करा.',
  roomRefused: 'मीटिंग रूमने वर्ग स्वीकारला नाही: {{detail}}',
  roomRefusedUnsaid: 'मीटिंग रूमने कारण न सांगता वर्ग स्वीकारला नाही.',
  ownUserOnly: 'शिक्षक स्वतःसाठीच {{provider}} युजर मागू शकतात; शाळा प्रशासक शाळेच्या शिक्षकांसाठी.',
  noTeacher: 'हे शिक्षक सापडले नाहीत.',
};
