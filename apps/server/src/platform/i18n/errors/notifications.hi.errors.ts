import type { Catalogue } from '../catalogue-types.js';
import type { notifications as english } from './notifications.errors.js';

export const notifications: Catalogue<typeof english> = {
  streamTicketUsed: 'यह स्ट्रीम टिकट पहले ही इस्तेमाल हो चुका है। नया टिकट माँगें।',
  streamTicketInvalid: 'यह स्ट्रीम टिकट मान्य नहीं है। नया टिकट माँगें।',
  subscriptionMissing: 'नोटिफ़िकेशन चालू करने के लिए ब्राउज़र की सब्सक्रिप्शन जानकारी भेजें।',
  pushServiceUnsupported: {
    message: 'इस ब्राउज़र की पुश सेवा समर्थित नहीं है।',
    field: 'जानी-पहचानी पुश सेवा नहीं है',
  },
  tooManyBrowsers: 'बहुत सारे ब्राउज़रों पर पुश नोटिफ़िकेशन चालू हैं। जिस ब्राउज़र का आप अब इस्तेमाल नहीं करते, उस पर इन्हें बंद करें।',
  subscriptionOfAnother: 'इस ब्राउज़र की पुश सब्सक्रिप्शन किसी दूसरे खाते की है।',
  endpointRequired: {
    message: '{{field}}: बंद करने के लिए यह ज़रूरी है।',
    field: 'बंद करने के लिए ज़रूरी है',
  },
  ownOnly: 'आप केवल अपने नोटिफ़िकेशन देख सकते हैं।',
  noEmail: 'यह सर्वर अभी ईमेल नहीं भेज सकता। अपना मोबाइल नंबर इस्तेमाल करें, या अपने स्कूल से पूछें।',
  noSms: 'यह सर्वर अभी एसएमएस नहीं भेज सकता। अपना ईमेल इस्तेमाल करें, या अपने स्कूल से पूछें।',
  notSent: 'हम अभी संदेश नहीं भेज सके। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
};
