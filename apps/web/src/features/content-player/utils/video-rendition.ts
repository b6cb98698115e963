import type { ContentDetail } from '@esc/contracts';

/**
 * Which file of a video to play: a video starts in its lowest rendition on a
 * slow or unknown link and steps up when the link allows. The renditions a content offers today,
 * lowest first: the transcoder's mp4 (H.264 at most 1280 px wide, CRF 23: media transcode.service.ts)
 * and the file as uploaded (any size and bitrate). A rendition is affordable when the link carries
 * at least HEADROOM times its bitrate, so playback does not stall while the link wavers.
 */
export interface Rendition {
  url: string;
  /** Its bitrate in kbit/s when known; null when not (the upload as it was). */
  kbps: number | null;
}

/** What is known of the link (Network Information API where the browser has it). */
export interface LinkEstimate {
  /** Throughput in kbit/s; null when the browser does not say. */
  downlinkKbps: number | null;
  /** The person asked for less data (Save-Data). */
  saveData: boolean;
}

/** The link must carry this many times a rendition's bitrate. */
export const HEADROOM = 1.5;
/** A rendition of unknown bitrate (an upload as it was, up to 1080p) is played only on a link this fast. */
export const UNKNOWN_RENDITION_NEEDS_KBPS = 8000;
/** What the transcoder's mp4 needs at most: 720p at CRF 23 and 128 kbit/s of sound. */
export const TRANSCODED_KBPS = 1500;

/** The content's renditions, lowest first, each once. */
export function videoRenditions(content: ContentDetail): Rendition[] {
  const out: Rendition[] = [];
  const add = (url: string | null, kbps: number | null) => {
    if (url && !out.some((r) => r.url === url)) out.push({ url, kbps });
  };
  add(content.content_transcoded_url, TRANSCODED_KBPS);
  // The upload as it was, when it is an mp4 (the server names the transcoded one here otherwise).
  add(content.content_url_mp4, null);
  if (out.length === 0) add(content.video_path ?? content.content_url, null);
  return out;
}

const needs = (rendition: Rendition) =>
  rendition.kbps === null ? UNKNOWN_RENDITION_NEEDS_KBPS : rendition.kbps * HEADROOM;

/** The highest rendition the link affords, never below the lowest. */
function affordable(renditions: readonly Rendition[], link: LinkEstimate): number {
  if (link.saveData || link.downlinkKbps === null) return 0;
  let best = 0;
  renditions.forEach((rendition, index) => {
    if (needs(rendition) <= link.downlinkKbps!) best = index;
  });
  return best;
}

/**
 * The rendition to start with: the lowest first, unless the link is known to afford a higher one
 * (an unknown link is taken as slow: starting small costs little on a fast one, a stall a lot on a
 * slow one).
 */
export function startRendition(renditions: readonly Rendition[], link: LinkEstimate): number {
  return renditions.length === 0 ? 0 : affordable(renditions, link);
}

/**
 * The rendition to step up to while playing `current`, or null to stay: only upwards (a worse link
 * keeps what is playing; the browser's buffer rides out a dip), and only when the link affords it.
 */
export function stepUpRendition(renditions: readonly Rendition[], current: number, link: LinkEstimate): number | null {
  const best = affordable(renditions, link);
  return best > current ? best : null;
}

interface NetworkInformationLike {
  downlink?: number;
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/** The browser's Network Information (Chromium): downlink in Mbit/s. */
export function browserConnection(): NetworkInformationLike | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection ?? null;
}

export function linkEstimate(connection: NetworkInformationLike | null): LinkEstimate {
  const downlink = connection?.downlink;
  return {
    downlinkKbps: typeof downlink === 'number' && downlink > 0 ? downlink * 1000 : null,
    saveData: connection?.saveData === true,
  };
}
