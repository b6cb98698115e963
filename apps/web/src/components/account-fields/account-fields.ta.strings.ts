import type { Catalogue } from '../../lib/catalogue';
import type { AccountFieldsStrings } from './account-fields.strings';

const ta: Catalogue<AccountFieldsStrings> = {
  accountFields: {
    country: 'நாடு',
    mobile: 'கைபேசி எண்',
    mobileHint: 'இலக்கங்கள் மட்டும். நாட்டுக் குறியீடு {{code}} தானாகச் சேர்க்கப்படும்.',
    passwordHint: 'குறைந்தது 8 எழுத்துக்குறிகள்; அவற்றில் ஓர் எழுத்தும் ஓர் இலக்கமும் இருக்க வேண்டும்.',
    showPassword: 'தட்டச்சு செய்தவற்றைக் காட்டு',
    codeDigit: 'குறியீட்டின் {{index}}ஆம் இலக்கம்',
  },
};
export default ta;
