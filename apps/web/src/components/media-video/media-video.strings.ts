import { registerStrings } from '../../lib/strings';
import type { CatalogueModule } from '../../lib/catalogue';

/** The video frame's words (English), registered when this code loads. */
export const mediaVideoStrings = {
  mediaVideo: {
    label: 'Video: {{title}}',
    play: 'Play',
    pause: 'Pause',
    seek: 'Seek',
    seekValue: '{{current}} of {{total}}',
    back10: 'Back 10 seconds',
    forward10: 'Forward 10 seconds',
    controls: 'Video controls',
  },
};
export type MediaVideoStrings = typeof mediaVideoStrings;

registerStrings(mediaVideoStrings, import.meta.glob<CatalogueModule>('./media-video.*.strings.ts'));
