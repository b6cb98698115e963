import type { Catalogue } from '../../lib/catalogue';
import type { MediaVideoStrings } from './media-video.strings';

const bn: Catalogue<MediaVideoStrings> = {
  mediaVideo: {
    label: 'ভিডিও: {{title}}',
    play: 'চালান',
    pause: 'থামান',
    seek: 'এগিয়ে-পিছিয়ে যান',
    seekValue: '{{total}}-এর মধ্যে {{current}}',
    back10: '10 সেকেন্ড পিছনে',
    forward10: '10 সেকেন্ড সামনে',
    controls: 'ভিডিওর নিয়ন্ত্রণ',
  },
};
export default bn;
