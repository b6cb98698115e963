import type { Catalogue } from '../../lib/catalogue';
import type { ErasureDecisionsStrings } from './erasure-decisions.strings';

const mr: Catalogue<ErasureDecisionsStrings> = {
  erasureDecisions: {
    title: 'खाती हटवण्याच्या विनंत्या',
    loadError: 'आम्ही खाती हटवण्याच्या विनंत्या लोड करू शकलो नाही.',
    none: 'कोणीही आपले खाते हटवण्याची विनंती केलेली नाही.',
    due: 'तुमच्या निर्णयाच्या प्रतीक्षेत, {{date}} पर्यंत.',
    reason: 'त्यांचे कारण: {{reason}}',
    refusal: 'नाकारली: {{reason}}',
    refusalLabel: 'तुम्ही का नाकारता (ते हे वाचतील)',
    approve: 'मंजूर करा आणि हटवा',
    refuse: 'नाकारा',
    grounds: {
      consent_withdrawn:
        'विनंतीशिवाय हटवले: एका पालकाने या मुलासाठी दिलेली संमती मागे घेतली, आणि 30 दिवसांत कोणत्याही पालकाने पुन्हा संमती दिली नाही.',
      consent_refused:
        'विनंतीशिवाय हटवले: एका पालकाने या मुलासाठी संमती देण्यास नकार दिला, आणि 30 दिवसांत कोणत्याही पालकाने संमती दिली नाही.',
    },
    state: {
      refused: 'नाकारली.',
      erasing: 'हटवले जात आहे.',
      erased: 'हटवले.',
    },
  },
};
export default mr;
