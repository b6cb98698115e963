import type { Catalogue } from '../catalogue-types.js';
import type { catalogue as english } from './catalogue.errors.js';

export const catalogue: Catalogue<typeof english> = {
  nodeNotFound: 'பாடத்திட்டத்தின் இந்தப் பகுதி கிடைக்கவில்லை.',
  contentNotFound: 'இந்த உள்ளடக்கம் கிடைக்கவில்லை.',
  bookNotFound: 'இந்தக் குறியீட்டில் எந்தப் புத்தகமும் இல்லை.',
  paperNotFound: 'இந்த வினாத்தாள் கிடைக்கவில்லை.',
  customSubjectNotFound: 'பள்ளியின் இந்தச் சொந்தப் பாடம் கிடைக்கவில்லை.',
  contentChanged: 'இதற்கிடையில் இந்த உள்ளடக்கம் மாறியுள்ளது (பதிப்பு {{version}}). பக்கத்தை மீண்டும் ஏற்றி, மீண்டும் முயலுங்கள்.',
  tagOfAnotherTag: 'இந்தக் குறிச்சொல் மதிப்பு வேறொரு குறிச்சொல்லுக்கு உரியது.',
  tagsAreGlobal: 'குறிச்சொற்கள் முழு உள்ளடக்கப் பட்டியலுக்கும் பொதுவானவை: தளத்தின் தொகுப்பாளர்கள் மட்டுமே அவற்றை மாற்றுவார்கள்.',
  platformEditorsOnly: 'தளத்தின் பாடப் பட்டியலைத் தள ஆசிரியர்கள் (எடிட்டர்கள்) மட்டுமே மாற்ற முடியும்.',
};
