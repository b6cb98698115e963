import { mediaSeconds, mediaTimeToMs } from '@esc/domain';
import { useTranslation } from '../../lib/use-translation';

/**
 * A content's length in words: "40 s", "12 min", "1 h 5 min"; empty for 00:00:00. Minutes are the
 * media time's whole seconds (the domain's one rounding) rounded to the nearest minute, halves up.
 */
export function useDurationText() {
  const { t } = useTranslation();
  return (mediaTime: string | null | undefined): string => {
    const seconds = mediaSeconds(mediaTime ? (mediaTimeToMs(mediaTime) ?? 0) : 0);
    if (seconds === 0) return '';
    if (seconds < 60) return t('content.duration.seconds', { s: seconds });
    const minutes = Math.floor(seconds / 60 + 0.5);
    if (minutes < 60) return t('content.duration.minutes', { m: minutes });
    return t('content.duration.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 });
  };
}
