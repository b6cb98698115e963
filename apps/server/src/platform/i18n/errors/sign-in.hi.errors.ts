import type { Catalogue } from '../catalogue-types.js';
import type { signIn as english } from './sign-in.errors.js';

export const signIn: Catalogue<typeof english> = {
  accountGone: 'यह खाता अब मौजूद नहीं है।',
  tooManyForAccount: 'इस खाते में बहुत बार गलत साइन इन हुआ। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyForAccountEverywhere:
    'इस खाते में कई नेटवर्क से बहुत बार गलत साइन इन हुआ। कृपया {{wait, wait}} रुककर फिर से कोशिश करें, या उस नेटवर्क से साइन इन करें जिसका आपने पहले इस्तेमाल किया है।',
  tooManyFromNetwork: 'इस नेटवर्क से बहुत बार गलत साइन इन हुआ। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyCodes: 'इस नेटवर्क से बहुत ज़्यादा कोड माँगे गए। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyChecks: 'इस नेटवर्क से बहुत ज़्यादा जाँच हुई। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyResets: 'इस नेटवर्क से बहुत बार पासवर्ड बदला गया। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyWrongCodes: 'बहुत बार गलत कोड डाला गया। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyNewCodes: 'नया कोड बहुत बार माँगा गया। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
  tooManyAttempts: 'इस नेटवर्क से बहुत बार साइन इन की कोशिश हुई। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  tooManyInvitationCodes: 'इस नेटवर्क से बहुत बार गलत आमंत्रण कोड डाले गए। कृपया {{wait, wait}} रुककर फिर से कोशिश करें।',
};
