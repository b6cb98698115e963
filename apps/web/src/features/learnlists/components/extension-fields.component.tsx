import type { SectionStudent } from '@esc/contracts';
import { Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSectionStudents } from '../api/homework-assign.api';
import classes from './learnlists.module.css';

interface ExtensionFieldsProps {
  sectionIds: readonly number[];
  dueDate: string;
  /** Later due days by student uuid. */
  extensions: Readonly<Record<string, string>>;
  onChange: (uuid: string, dueDate: string) => void;
}

/** Per-student extensions: a later due day for some students of the chosen sections. */
export function ExtensionFields({ sectionIds, dueDate, extensions, onChange }: ExtensionFieldsProps) {
  const { t } = useTranslation();
  const result = useSectionStudents(sectionIds, true);
  if (result.isError) {
    return (
      <QueryError
        title={t('learnlists.assign.studentsError')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.isPending) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  const students: SectionStudent[] = result.data;
  if (students.length === 0) return <Text c="dimmed">{t('learnlists.assign.noStudents')}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('learnlists.assign.extensionHint')}
      </Text>
      <ul className={classes.plainList} aria-label={t('learnlists.assign.extensions')}>
        {students.map((s) => {
          const value = extensions[s.uuid] ?? '';
          const early = value !== '' && value <= dueDate;
          return (
            <li key={s.uuid} className={classes.row}>
              <Text className={classes.grow}>
                {s.name}{' '}
                <Text span size="sm" c="dimmed">
                  ({s.section_name})
                </Text>
              </Text>
              <TextInput
                type="date"
                aria-label={t('learnlists.assign.extensionFor', { name: s.name })}
                value={value}
                min={dueDate}
                onChange={(e) => onChange(s.uuid, e.currentTarget.value)}
                error={early ? t('learnlists.assign.extensionTooEarly') : undefined}
                w={180}
              />
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
