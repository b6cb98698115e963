import type { Catalogue } from '../../lib/catalogue';
import type { AccountFieldsStrings } from './account-fields.strings';

const mr: Catalogue<AccountFieldsStrings> = {
  accountFields: {
    country: 'देश',
    mobile: 'मोबाइल नंबर',
    mobileHint: 'फक्त अंक लिहा. देशाचा कोड {{code}} आपोआप जोडला जातो.',
    passwordHint: 'किमान 8 अक्षरे, त्यात एक अक्षर आणि एक अंक असावा.',
    showPassword: 'टाइप केलेली अक्षरे दाखवा',
    codeDigit: 'कोडचा {{index}} वा अंक',
  },
};
export default mr;
