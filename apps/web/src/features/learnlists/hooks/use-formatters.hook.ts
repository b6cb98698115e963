import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatDayMonth, formatWeekdayDateTime } from '../../../lib/date-format';

/** Times and durations as people read them, in the app's language. */
export function useFormatters() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const language = i18n.language;
    return {
      /** "Fri, 28 Nov, 11:59 pm" */
      when: (iso: string | null | undefined) => (iso ? formatWeekdayDateTime(iso, language) : ''),
      /** "28 Nov" */
      day: (iso: string | null | undefined) => (iso ? formatDayMonth(iso, language) : ''),
      /** "40 s", "12 min", "1 h 5 min"; "0 min" for nothing. */
      duration: (seconds: number) => {
        if (seconds > 0 && seconds < 60) return t('content.duration.seconds', { s: seconds });
        const minutes = Math.floor(seconds / 60 + 0.5);
        if (minutes < 60) return t('content.duration.minutes', { m: minutes });
        return t('content.duration.hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 });
      },
    };
  }, [t, i18n.language]);
}
