import { NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSectionStudents } from '../api/section-students.api';

interface ExtraTimeFieldsProps {
  sectionIds: readonly number[];
  extensions: Readonly<Record<string, number | string>>;
  /** Students whose extra time is out of bounds. */
  invalid: readonly string[];
  onChange: (uuid: string, minutes: number | string) => void;
}

/** Extra minutes per student of the chosen sections, beyond their own deadline. */
export function ExtraTimeFields({ sectionIds, extensions, invalid, onChange }: ExtraTimeFieldsProps) {
  const { t } = useTranslation();
  const students = useSectionStudents(sectionIds);
  if (students.isError) {
    return (
      <QueryError
        title={t('authoring.assign.studentsError')}
        error={students.error}
        onRetry={() => void students.refetch()}
      />
    );
  }
  if (!students.data) return <Skeleton h={80} role="status" aria-label={t('common.loading')} />;
  if (students.data.length === 0) return <Text c="dimmed">{t('authoring.assign.noStudents')}</Text>;
  return (
    <Stack gap="xs" role="group" aria-label={t('authoring.assign.extensions')}>
      <Text size="sm" c="dimmed">
        {t('authoring.assign.extensionHint')}
      </Text>
      {students.data.map((s) => (
        <NumberInput
          key={s.uuid}
          label={t('authoring.assign.extensionFor', { name: `${s.name} (${s.section_name})` })}
          value={extensions[s.uuid] ?? ''}
          min={0}
          max={600}
          allowDecimal={false}
          clampBehavior="none"
          onChange={(minutes) => onChange(s.uuid, minutes)}
          error={invalid.includes(s.uuid) ? t('authoring.assign.extensionError', { name: s.name }) : undefined}
          w={320}
        />
      ))}
    </Stack>
  );
}
