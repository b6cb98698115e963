import type { Catalogue } from '../../lib/catalogue';
import type { AccountFieldsStrings } from './account-fields.strings';

const hi: Catalogue<AccountFieldsStrings> = {
  accountFields: {
    country: 'देश',
    mobile: 'मोबाइल नंबर',
    mobileHint: 'केवल अंक लिखें। देश का कोड {{code}} अपने-आप जुड़ जाएगा।',
    passwordHint: 'कम से कम 8 वर्ण, जिनमें एक अक्षर और एक अंक हो।',
    showPassword: 'पासवर्ड दिखाएँ',
    codeDigit: 'कोड का अंक {{index}}',
  },
};
export default hi;
