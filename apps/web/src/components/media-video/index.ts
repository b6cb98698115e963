export { MediaVideo, type MediaVideoControls, type MediaVideoProps } from './media-video.component';
