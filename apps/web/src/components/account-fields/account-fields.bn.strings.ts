import type { Catalogue } from '../../lib/catalogue';
import type { AccountFieldsStrings } from './account-fields.strings';

const bn: Catalogue<AccountFieldsStrings> = {
  accountFields: {
    country: 'দেশ',
    mobile: 'মোবাইল নম্বর',
    mobileHint: 'শুধু সংখ্যা লিখুন। দেশের কোড {{code}} নিজে থেকেই যোগ হবে।',
    passwordHint: 'অন্তত 8টি অক্ষর, তার মধ্যে একটি বর্ণ ও একটি সংখ্যা।',
    showPassword: 'টাইপ করা অক্ষর দেখান',
    codeDigit: 'কোডের {{index}} নম্বর সংখ্যা',
  },
};
export default bn;
