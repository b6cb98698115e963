import { ProgressSource } from '@esc/domain';

export interface DeviceHints {
  userAgent: string;
  /** Whether `(max-width: 767px) and (pointer: coarse)` matches. */
  smallTouchScreen: boolean;
  /** navigator.userAgentData.mobile, where the browser tells. */
  uaMobile?: boolean;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|BlackBerry/i;

/** Progress source of a browser (spec 000 §9): 2 mobile web on phones and tablets, else 1 web desktop. */
export function progressSource(hints: DeviceHints): 1 | 2 {
  if (hints.uaMobile === true || MOBILE_UA.test(hints.userAgent) || hints.smallTouchScreen) {
    return ProgressSource.MobileWeb;
  }
  return ProgressSource.WebDesktop;
}

/** The hints of this browser. */
export function currentDeviceHints(): DeviceHints {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  const media =
    typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 767px) and (pointer: coarse)') : null;
  return { userAgent: nav.userAgent, smallTouchScreen: media?.matches ?? false, uaMobile: nav.userAgentData?.mobile };
}
