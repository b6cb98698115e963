import type { Catalogue } from '../catalogue-types.js';
import type { auth as english } from './auth.errors.js';

export const auth: Catalogue<typeof english> = {
  onlyForYourself: 'यह केवल अपने लिए किया जा सकता है।',
  manySigningIn: 'इस समय बहुत से लोग एक साथ साइन इन कर रहे हैं। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  notTaughtSection: 'आप यह सेक्शन नहीं पढ़ाते हैं।',
};
