import type { Institute } from '@esc/contracts';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { InstituteBatchesTable } from './institute-batches-table.component';
import { InstituteSubjects, InstituteTeachers } from './institute-people.component';

export function useInstituteTypeLabel() {
  const { t } = useTranslation();
  return (type: number | null) =>
    type === 1 ? t('institutes.typeSchool') : type === 2 ? t('institutes.typeCoaching') : t('institutes.typeOther');
}

/** Active or inactive (spec 001 §4), and whether it is the selected institute. */
export function InstituteBadges({ institute }: { institute: Institute }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge color={institute.is_active ? '#1f6f33' : '#495057'} variant="filled" data-testid="institute-status">
        {institute.is_active ? t('institutes.statusActive') : t('institutes.statusInactive')}
      </Badge>
      {institute.is_selected && (
        <Badge color="#1864ab" variant="outline">
          {t('institutes.selected')}
        </Badge>
      )}
    </Group>
  );
}

interface InstituteCardProps {
  institute: Institute;
  /** Select button and details link; absent for the selected institute. */
  actions?: ReactNode;
}

/** One institute of the learner: status, batches, subjects and teachers. */
export function InstituteCard({ institute, actions }: InstituteCardProps) {
  const typeLabel = useInstituteTypeLabel();
  const headingId = useId();
  const name = institute.school_details.school_institute_name;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} data-testid="institute-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={institute.school_details.school_institute_logo} alt="" radius="md" size="lg">
              {name.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={2}>
              <Title order={2} size="h3" id={headingId}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                {typeLabel(institute.institute_type)}
                {institute.school_details.school_address ? ` · ${institute.school_details.school_address}` : ''}
              </Text>
            </Stack>
          </Group>
          <InstituteBadges institute={institute} />
        </Group>
        <InstituteBatchesTable batches={institute.batches} instituteName={name} />
        <InstituteSubjects institute={institute} />
        <InstituteTeachers institute={institute} />
        {actions}
      </Stack>
    </Card>
  );
}

export function SelectInstituteButton({
  institute,
  onSelect,
  loading,
}: {
  institute: Institute;
  onSelect: (institute: Institute) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      onClick={() => onSelect(institute)}
      loading={loading}
      aria-label={t('institutes.selectLabel', { name: institute.school_details.school_institute_name })}
    >
      {t('institutes.select')}
    </Button>
  );
}
