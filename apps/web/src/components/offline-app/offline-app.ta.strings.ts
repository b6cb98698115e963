import type { Catalogue } from '../../lib/catalogue';
import type { OfflineAppStrings } from './offline-app.strings';

const ta: Catalogue<OfflineAppStrings> = {
  offlineApp: {
    offlineSavedAt: 'ஆஃப்லைன்: {{time}} இல் சேமித்தவை காட்டப்படுகின்றன',
    offline: 'ஆஃப்லைன்: நீங்கள் இணையத்துடன் இணைக்கப்படவில்லை',
    waitingActions:
      'உங்கள் விடைகள், முன்னேற்றம், புக்மார்க்குகள், வருகைப் பதிவுகள் இந்தச் சாதனத்தில் வைக்கப்பட்டு, மீண்டும் ஆன்லைனுக்கு வந்ததும் அனுப்பப்படும். மற்ற மாற்றங்களுக்கு இணையம் தேவை.',
    updateReady: 'புதிய பதிப்பு தயார்',
    updateText: 'அதைப் பயன்படுத்தப் புதுப்பியுங்கள். நீங்கள் சேமித்தவை அப்படியே இருக்கும்.',
    reload: 'புதுப்பி',
    installTitle: 'இந்தச் சாதனத்தில் ESC+ ஐ நிறுவுங்கள்',
    installText: 'இணையம் இல்லாவிட்டாலும் முகப்புத் திரையிலிருந்து திறக்கலாம்.',
    install: 'நிறுவு',
    notNow: 'இப்போது வேண்டாம்',
  },
};
export default ta;
