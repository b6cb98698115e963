import { Alert, Group, Text, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { homeworkDaysProblem, homeworkWindowText, type HomeworkDays } from '../utils/homework-days';

interface HomeworkDaysFieldsProps {
  days: HomeworkDays;
  onChange: (days: HomeworkDays) => void;
  /** The school's country: its time zone is the one the days are read in. */
  countryIso: string | null | undefined;
}

/**
 * The start and due days, and in plain words when the homework opens and closes: at 23:59 of the
 * day before the start day and at 23:59 of the due day, in the school's time zone (spec 000 §5).
 */
export function HomeworkDaysFields({ days, onChange, countryIso }: HomeworkDaysFieldsProps) {
  const { t, i18n } = useTranslation();
  const problem = homeworkDaysProblem(days);
  const window = problem === null ? homeworkWindowText(days, countryIso, i18n.language) : null;
  return (
    <>
      <Group gap="sm" wrap="wrap" align="flex-start">
        <TextInput
          type="date"
          label={t('learnlists.assign.startDay')}
          value={days.startDate}
          onChange={(e) => onChange({ ...days, startDate: e.currentTarget.value })}
          required
          w={200}
        />
        <TextInput
          type="date"
          label={t('learnlists.assign.dueDay')}
          value={days.dueDate}
          min={days.startDate || undefined}
          onChange={(e) => onChange({ ...days, dueDate: e.currentTarget.value })}
          required
          w={200}
          error={problem === 'due-before-start' ? t('learnlists.assign.dueBeforeStart') : undefined}
        />
      </Group>
      {window && (
        <Alert color="blue" variant="light" icon={<IconClock aria-hidden />} data-testid="homework-window">
          <Text size="sm">{t('learnlists.assign.window', window)}</Text>
        </Alert>
      )}
    </>
  );
}
