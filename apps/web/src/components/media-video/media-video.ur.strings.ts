import type { Catalogue } from '../../lib/catalogue';
import type { MediaVideoStrings } from './media-video.strings';

const ur: Catalogue<MediaVideoStrings> = {
  mediaVideo: {
    label: 'ویڈیو: {{title}}',
    play: 'چلائیں',
    pause: 'روکیں',
    seek: 'آگے پیچھے کریں',
    seekValue: '{{total}} میں سے {{current}}',
    back10: '10 سیکنڈ پیچھے',
    forward10: '10 سیکنڈ آگے',
    controls: 'ویڈیو کنٹرول',
  },
};
export default ur;
