import type { Catalogue } from '../../lib/catalogue';
import type { OperatorStrings } from './operator.strings';

const hi: Catalogue<OperatorStrings> = {
  securityEvents: {
    title: 'सुरक्षा घटनाएँ',
    intro:
      'सुरक्षा में सेंध की जाँच के लिए प्रोडक्ट ने जो दर्ज किया: असफल साइन-इन, दो बार इस्तेमाल हुए रिफ़्रेश टोकन, बहुत ज़्यादा कोशिशों पर धीमे किए गए अनुरोध, और नकारी गई अनुमतियाँ। घटनाएँ एक साल तक रखी जाती हैं। दिन भारत के समय से हैं।',
    kindLabel: 'प्रकार',
    allKinds: 'सभी प्रकार',
    from: 'कब से (दिन)',
    to: 'कब तक (दिन)',
    show: 'दिखाएँ',
    none: 'कोई घटना नहीं मिली।',
    when: 'कब',
    account: 'खाता',
    address: 'पता',
    call: 'अनुरोध',
    detail: 'विवरण',
    newer: 'नई',
    older: 'पुरानी',
    editorsOnly: 'सुरक्षा घटनाएँ केवल प्लेटफ़ॉर्म के संपादक देख सकते हैं।',
    loadError: 'हम सुरक्षा घटनाएँ लोड नहीं कर सके।',
    kinds: {
      sign_in_failed: 'असफल साइन-इन',
      refresh_token_reused: 'रिफ़्रेश टोकन दो बार इस्तेमाल हुआ',
      throttled: 'बहुत ज़्यादा कोशिशें',
      forbidden: 'अनुमति नहीं दी गई',
    },
  },
};
export default hi;
