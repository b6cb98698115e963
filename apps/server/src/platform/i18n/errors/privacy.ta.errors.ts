import type { Catalogue } from '../catalogue-types.js';
import type { privacy as english } from './privacy.errors.js';

export const privacy: Catalogue<typeof english> = {
  dailyLimit: 'ஒரு நாளில் உங்கள் தரவின் அதிகபட்சம் {{max, number}} நகல்களைக் கேட்கலாம். தயவுசெய்து நாளை மீண்டும் கேளுங்கள்.',
  exportNotFound: 'உங்கள் தரவின் அப்படி ஒரு நகல் இல்லை.',
  notReady: 'உங்கள் தரவின் இந்த நகல் இன்னும் தயாராகிறது. தயாரானதும் பதிவிறக்குங்கள்.',
  expired: 'உங்கள் தரவின் இந்த நகலுக்கான இணைப்பு காலாவதியானது, கோப்பு நீக்கப்பட்டது. புதிய நகலைக் கேளுங்கள்.',
};
