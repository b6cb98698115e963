import type { Catalogue } from '../../lib/catalogue';
import type { OperatorStrings } from './operator.strings';

const mr: Catalogue<OperatorStrings> = {
  securityEvents: {
    title: 'सुरक्षा घटना',
    intro:
      'सुरक्षा भंगाच्या तपासासाठी प्रॉडक्टने नोंदवलेले: अयशस्वी साइन-इन, दोनदा वापरलेले रिफ्रेश टोकन, खूप प्रयत्नांमुळे मंद केलेल्या विनंत्या, आणि नाकारलेल्या परवानग्या. घटना एक वर्ष ठेवल्या जातात. दिवस भारताच्या वेळेनुसार आहेत.',
    kindLabel: 'प्रकार',
    allKinds: 'सर्व प्रकार',
    from: 'पासून (दिवस)',
    to: 'पर्यंत (दिवस)',
    show: 'दाखवा',
    none: 'कोणतीही घटना जुळत नाही.',
    when: 'केव्हा',
    account: 'खाते',
    address: 'पत्ता',
    call: 'विनंती',
    detail: 'तपशील',
    newer: 'नवीन',
    older: 'जुन्या',
    editorsOnly: 'सुरक्षा घटना फक्त प्लॅटफॉर्मचे संपादक पाहू शकतात.',
    loadError: 'सुरक्षा घटना लोड करता आल्या नाहीत.',
    kinds: {
      sign_in_failed: 'अयशस्वी साइन-इन',
      refresh_token_reused: 'रिफ्रेश टोकन दोनदा वापरले',
      throttled: 'खूप प्रयत्न',
      forbidden: 'परवानगी नाकारली',
    },
  },
};
export default mr;
