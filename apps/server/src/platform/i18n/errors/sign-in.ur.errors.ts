import type { Catalogue } from '../catalogue-types.js';
import type { signIn as english } from './sign-in.errors.js';

export const signIn: Catalogue<typeof english> = {
  accountGone: 'یہ اکاؤنٹ اب موجود نہیں ہے۔',
  tooManyForAccount: 'اس اکاؤنٹ میں بہت بار غلط سائن اِن ہوا۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyForAccountEverywhere:
    'اس اکاؤنٹ میں کئی نیٹ ورکس سے بہت بار غلط سائن اِن ہوا۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں، یا کسی ایسے نیٹ ورک سے سائن اِن کریں جسے آپ نے پہلے استعمال کیا ہو۔',
  tooManyFromNetwork: 'اس نیٹ ورک سے بہت بار غلط سائن اِن ہوا۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyCodes: 'اس نیٹ ورک سے بہت زیادہ کوڈ مانگے گئے۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyChecks: 'اس نیٹ ورک سے بہت بار جانچ ہوئی۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyResets: 'اس نیٹ ورک سے بہت بار پاس ورڈ بدلا گیا۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyWrongCodes: 'بہت بار غلط کوڈ درج کیا گیا۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyNewCodes: 'نیا کوڈ بہت بار مانگا گیا۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
  tooManyAttempts: 'اس نیٹ ورک سے بہت بار سائن اِن کی کوشش ہوئی۔ براہ کرم ایک منٹ رک کر دوبارہ کوشش کریں۔',
  tooManyInvitationCodes:
    'اس نیٹ ورک سے بہت بار غلط دعوتی کوڈ درج کیے گئے۔ براہ کرم {{wait, wait}} رک کر دوبارہ کوشش کریں۔',
};
