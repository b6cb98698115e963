import type { Catalogue } from '../../lib/catalogue';
import type { MediaVideoStrings } from './media-video.strings';

const hi: Catalogue<MediaVideoStrings> = {
  mediaVideo: {
    label: 'वीडियो: {{title}}',
    play: 'चलाएँ',
    pause: 'रोकें',
    seek: 'आगे-पीछे करें',
    seekValue: '{{total}} में से {{current}}',
    back10: '10 सेकंड पीछे',
    forward10: '10 सेकंड आगे',
    controls: 'वीडियो नियंत्रण',
  },
};
export default hi;
