import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'आप एक दिन में अपने डेटा की अधिकतम {{max, number}} प्रतियाँ माँग सकते हैं। कृपया कल फिर माँगें।',
  exportNotFound: 'आपके डेटा की ऐसी कोई प्रति नहीं है।',
  notReady: 'आपके डेटा की यह प्रति अभी बन रही है। तैयार होने पर इसे डाउनलोड करें।',
  expired: 'आपके डेटा की इस प्रति का लिंक समाप्त हो गया है और फ़ाइल हटा दी गई है। नई प्रति माँगें।',
};
