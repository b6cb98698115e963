import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'आप एक दिन में अपने डेटा की अधिकतम {{max, number}} प्रतियाँ माँग सकते हैं। कृपया कल फिर माँगें।',
  exportNotFound: 'आपके डेटा की ऐसी कोई प्रति नहीं है।',
  notReady: 'आपके डेटा की यह प्रति अभी बन रही है। तैयार होने पर इसे डाउनलोड करें।',
  expired: 'आपके डेटा की इस प्रति का लिंक समाप्त हो गया है और फ़ाइल हटा दी गई है। नई प्रति माँगें।',
  erasureNotFound: 'मिटाने का ऐसा कोई अनुरोध नहीं है।',
  erasureAdminOnly: 'स्कूल के लोगों के मिटाने के अनुरोधों पर केवल स्कूल एडमिन निर्णय लेते हैं।',
  refusalNeedsReason: 'बताएँ कि अनुरोध क्यों अस्वीकार किया गया: व्यक्ति इसे पढ़ेगा।',
  erasureDecided: 'मिटाने के इस अनुरोध पर पहले ही निर्णय हो चुका है।',
  personNotFound: 'ऐसा कोई व्यक्ति नहीं है।',
  schoolExportAdminOnly: 'स्कूल का डेटा केवल स्कूल एडमिन ही निकाल सकते हैं।',
  schoolExportNotFound: 'स्कूल के डेटा का ऐसा कोई निर्यात नहीं है।',
  schoolExportNotReady: 'स्कूल के डेटा का यह निर्यात अभी बन रहा है। तैयार होने पर इसे डाउनलोड करें।',
  schoolExportExpired: 'स्कूल के डेटा के इस निर्यात का लिंक समाप्त हो गया है और फ़ाइल हटा दी गई है। नया निर्यात माँगें।',
};
