import type { Catalogue } from '../../lib/catalogue';
import type { MediaVideoStrings } from './media-video.strings';

const ta: Catalogue<MediaVideoStrings> = {
  mediaVideo: {
    label: 'காணொளி: {{title}}',
    play: 'இயக்கு',
    pause: 'இடைநிறுத்து',
    seek: 'நகர்த்து',
    seekValue: '{{total}} இல் {{current}}',
    back10: '10 விநாடிகள் பின்',
    forward10: '10 விநாடிகள் முன்',
    controls: 'காணொளிக் கட்டுப்பாடுகள்',
  },
};
export default ta;
