import type { SectionSummary } from '@esc/contracts';
import { Group, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useRegister } from '../api/attendance.api';
import { RegisterSheet } from './register-sheet.component';
import '../attendance.strings';

interface Props {
  sections: readonly SectionSummary[];
  sectionId: number;
  date: string;
  owner: string;
  onPick: (sectionId: number, date: string) => void;
}

/** Which register: a section of the teacher's and a day (today by default), then the register itself. */
export function RegisterTab({ sections, sectionId, date, owner, onPick }: Props) {
  const { t } = useTranslation();
  const register = useRegister({ section_id: sectionId, date });
  return (
    <Stack gap="md">
      <Group gap="sm" align="end" wrap="wrap">
        <SectionPicker sections={sections} value={sectionId} onChange={(id) => onPick(id, date)} />
        <TextInput
          type="date"
          label={t('attendance.date')}
          value={date}
          onChange={(e) => e.currentTarget.value && onPick(sectionId, e.currentTarget.value)}
          w={170}
        />
      </Group>
      {register.isError ? (
        <QueryError title={t('attendance.loadError')} error={register.error} onRetry={() => void register.refetch()} />
      ) : register.data && !register.isPlaceholderData ? (
        <RegisterSheet key={`${register.data.section_id}-${register.data.date}`} data={register.data} owner={owner} />
      ) : (
        <Skeleton h={240} role="status" aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}

export function SectionPicker({
  sections,
  value,
  onChange,
}: {
  sections: readonly SectionSummary[];
  value: number;
  onChange: (sectionId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('attendance.section')}
      data={sections.map((s) => ({ value: String(s.section_id), label: `${s.section_name} (${s.class_name})` }))}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      w={220}
    />
  );
}
