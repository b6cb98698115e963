import type { Catalogue } from '../../lib/catalogue';
import type { AccountFieldsStrings } from './account-fields.strings';

const ur: Catalogue<AccountFieldsStrings> = {
  accountFields: {
    country: 'ملک',
    mobile: 'موبائل نمبر',
    mobileHint: 'صرف ہندسے لکھیں۔ ملک کا کوڈ {{code}} خود لگ جائے گا۔',
    passwordHint: 'کم از کم 8 حروف، جن میں ایک حرف اور ایک ہندسہ ہو۔',
    showPassword: 'لکھے گئے حروف دکھائیں',
    codeDigit: 'کوڈ کا ہندسہ {{index}}',
  },
};
export default ur;
