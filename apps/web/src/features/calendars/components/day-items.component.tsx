import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { STATUS_SHADE } from '../../../components/status-colours';
import type { CalendarEntry } from '../utils/calendar-entries';
import classes from './calendars.module.css';
import '../calendars.strings';
import { appLanguage, formatDayMonth } from '../../../lib/date-format';

// Filled with white text at WCAG AA (the shared status shades; grape 9 is a shade darker than AA needs).
const KIND_COLOUR = { live_class: STATUS_SHADE.info, homework: 'grape.9', test: STATUS_SHADE.warning } as const;

const dayText = (day: string) => formatDayMonth(day, appLanguage());

interface DayItemsProps {
  entries: readonly CalendarEntry[];
  /** The router state an opened item carries (so its screen can come back here). */
  state?: object;
  /** An entry to point out (the pathway's assign_id). */
  highlightKey?: string | null;
}

/** A day's entries in order, each opening where it lives (the schedule, the homework, the test). */
export function DayItems({ entries, state, highlightKey }: DayItemsProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Text c="dimmed">{t('calendars.dayEmpty')}</Text>;
  return (
    <ul className={classes.plainList}>
      {entries.map((entry) => (
        <Card
          key={entry.key}
          component="li"
          withBorder
          padding="sm"
          mb="xs"
          aria-label={entry.title}
          aria-current={entry.key === highlightKey ? 'true' : undefined}
          bg={entry.key === highlightKey ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor component={Link} to={entry.link} state={state} fw={600}>
                {entry.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[
                  t('calendars.at', { time: entry.time }),
                  entry.subjectName,
                  entry.until ? t('calendars.until', { date: dayText(entry.until) }) : null,
                  entry.key === highlightKey ? t('calendars.highlighted') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <Badge color={KIND_COLOUR[entry.kind]} variant="filled">
              {t(`calendars.kind.${entry.kind}`)}
            </Badge>
          </Group>
        </Card>
      ))}
    </ul>
  );
}
