import type { AttemptClockAnchor } from '@esc/domain';
import { Badge, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ClockWarning } from '../hooks/use-attempt-clock.hook';
import { useAttemptClock } from '../hooks/use-attempt-clock.hook';
import { formatDuration } from '../utils/server-clock';

/**
 * The time left, and a polite announcement when 20 % and 5 % of the time are left (screen readers
 * hear the warnings, not every second).
 */
export function AttemptTimer({ leftMs, warning }: { leftMs: number; warning: ClockWarning }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [announced, setAnnounced] = useState<ClockWarning>('none');
  const time = formatDuration(leftMs);
  if (warning !== announced) {
    setAnnounced(warning);
    if (warning === '20%') setAnnouncement(t('assessments.engine.warn20', { time }));
    else if (warning === '5%') setAnnouncement(t('assessments.engine.warn5', { time }));
    else if (warning === 'over') setAnnouncement(t('assessments.engine.timeUp'));
  }
  const color = warning === '5%' || warning === 'over' ? 'red' : warning === '20%' ? 'orange' : 'blue';
  return (
    <>
      <Badge
        size="lg"
        color={color}
        variant={warning === 'none' ? 'light' : 'filled'}
        leftSection={<IconClock size={16} aria-hidden />}
        role="timer"
        aria-label={t('assessments.engine.timeLeftLabel', { time })}
      >
        {time}
      </Badge>
      {/* The live region holds only the last warning, shown too for those who see it. */}
      <Text aria-live="assertive" size="sm" c={color} fw={600} data-testid="timer-announcement">
        {announcement}
      </Text>
    </>
  );
}

/**
 * The engine's clock and its timer, on their own: the time left changes every second, and only this
 * part of the screen draws again when it does (not the question, its inputs and the palette).
 */
export function EngineTimer(props: {
  deadlineMs: number;
  startedAtMs: number;
  anchor: AttemptClockAnchor;
  onTimeUp: () => void;
}) {
  const clock = useAttemptClock(props);
  return <AttemptTimer leftMs={clock.leftMs} warning={clock.warning} />;
}
