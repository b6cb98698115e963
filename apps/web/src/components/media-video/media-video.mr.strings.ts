import type { Catalogue } from '../../lib/catalogue';
import type { MediaVideoStrings } from './media-video.strings';

const mr: Catalogue<MediaVideoStrings> = {
  mediaVideo: {
    label: 'व्हिडिओ: {{title}}',
    play: 'चालू करा',
    pause: 'थांबवा',
    seek: 'पुढे-मागे जा',
    seekValue: '{{total}} पैकी {{current}}',
    back10: '10 सेकंद मागे',
    forward10: '10 सेकंद पुढे',
    controls: 'व्हिडिओची बटणे',
  },
};
export default mr;
