import type { Catalogue } from '../catalogue-types.js';
import type { notifications as english } from './notifications.errors.js';

export const notifications: Catalogue<typeof english> = {
  streamTicketUsed: 'हे स्ट्रीम तिकीट आधीच वापरले गेले आहे. नवीन तिकीट मागा.',
  streamTicketInvalid: 'हे स्ट्रीम तिकीट वैध नाही. नवीन तिकीट मागा.',
  subscriptionMissing: 'नोटिफिकेशन सुरू करण्यासाठी ब्राउझरची सबस्क्रिप्शन माहिती पाठवा.',
  pushServiceUnsupported: {
    message: 'या ब्राउझरची पुश सेवा चालत नाही.',
    field: 'ओळखीची पुश सेवा नाही',
  },
  tooManyBrowsers: 'खूप ब्राउझरवर पुश नोटिफिकेशन सुरू आहेत. जो ब्राउझर तुम्ही आता वापरत नाही, त्यावर ते बंद करा.',
  subscriptionOfAnother: 'या ब्राउझरची पुश सबस्क्रिप्शन दुसऱ्या खात्याची आहे.',
  endpointRequired: {
    message: '{{field}}: बंद करण्यासाठी हे आवश्यक आहे.',
    field: 'बंद करण्यासाठी आवश्यक आहे',
  },
  ownOnly: 'तुम्ही फक्त तुमचे स्वतःचे नोटिफिकेशन पाहू शकता.',
  noEmail: 'हा सर्व्हर अजून ईमेल पाठवू शकत नाही. तुमचा मोबाइल नंबर वापरा, किंवा तुमच्या शाळेला विचारा.',
  noSms: 'हा सर्व्हर अजून एसएमएस पाठवू शकत नाही. तुमचा ईमेल वापरा, किंवा तुमच्या शाळेला विचारा.',
  notSent: 'आम्ही आत्ता संदेश पाठवू शकलो नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
};
