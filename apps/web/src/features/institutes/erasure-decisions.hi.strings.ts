import type { Catalogue } from '../../lib/catalogue';
import type { ErasureDecisionsStrings } from './erasure-decisions.strings';

const hi: Catalogue<ErasureDecisionsStrings> = {
  erasureDecisions: {
    title: 'खाते हटाने के अनुरोध',
    loadError: 'हम खाते हटाने के अनुरोध लोड नहीं कर सके।',
    none: 'किसी ने अपना खाता हटाने का अनुरोध नहीं किया है।',
    due: 'आपके निर्णय की प्रतीक्षा, {{date}} तक।',
    reason: 'उनका कारण: {{reason}}',
    refusal: 'अस्वीकार: {{reason}}',
    refusalLabel: 'आप क्यों अस्वीकार करते हैं (वे इसे पढ़ेंगे)',
    approve: 'स्वीकार करें और हटाएँ',
    refuse: 'अस्वीकार करें',
    grounds: {
      consent_withdrawn:
        'बिना अनुरोध के हटाया गया: एक अभिभावक ने इस बच्चे के लिए सहमति वापस ले ली, और 30 दिनों में किसी अभिभावक ने फिर से सहमति नहीं दी।',
      consent_refused:
        'बिना अनुरोध के हटाया गया: एक अभिभावक ने इस बच्चे के लिए सहमति देने से मना कर दिया, और 30 दिनों में किसी अभिभावक ने सहमति नहीं दी।',
    },
    state: {
      refused: 'अस्वीकार किया गया।',
      erasing: 'हटाया जा रहा है।',
      erased: 'हटा दिया गया।',
    },
  },
};
export default hi;
