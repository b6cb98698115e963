import type { Catalogue } from '../catalogue-types.js';
import type { audit as english } from './audit.errors.js';

export const audit: Catalogue<typeof english> = {
  adminsOnly: 'بچوں کے ریکارڈ کس نے دیکھے، اسکول کا یہ ریکارڈ صرف اسکول ایڈمن پڑھ سکتے ہیں۔',
  rangeBackwards: 'مدت کا اختتام اس کے آغاز کے بعد ہونا چاہیے۔',
};
