import type { SchoolLicence } from '@esc/contracts';
import { Alert, Badge, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSchoolLicences } from '../api/school-licences.api';
import { formatDay } from './format';
import '../packages.strings';

const STATE_COLOURS: Record<SchoolLicence['licence_state'], string> = {
  // Shade 9 (as the subscription cards) keeps badge text at AA contrast.
  active: 'teal.9',
  upcoming: 'blue.9',
  inactive: 'gray.8',
  ended: 'red.9',
};

/** One kind of seat: "212 of 300 used", with a bar a screen reader reads as the same words. */
function SeatsLine({ label, seats }: { label: string; seats: SchoolLicence['student_seats'] }) {
  const { t } = useTranslation();
  const words = t('packages.licences.seatsUsed', { used: seats.used, total: seats.total });
  const percent = seats.total > 0 ? Math.min(100, Math.round((seats.used / seats.total) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {words}
        </Text>
      </Group>
      <Progress value={percent} color={percent >= 90 ? 'orange' : 'blue'} aria-label={`${label}: ${words}`} />
    </Stack>
  );
}

function LicenceCard({ licence }: { licence: SchoolLicence }) {
  const { t, i18n } = useTranslation();
  const validity =
    licence.valid_until === null
      ? t('packages.licences.noEnd')
      : t('packages.licences.validUntil', { date: formatDay(licence.valid_until, i18n.language) });
  return (
    <Card withBorder padding="md" component="article" aria-label={licence.package_name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {licence.package_name}
          </Title>
          <Badge
            color={STATE_COLOURS[licence.licence_state]}
            variant={licence.licence_state === 'active' ? 'filled' : 'light'}
          >
            {t(`packages.licences.state.${licence.licence_state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {validity}
          {licence.days_left !== null && licence.licence_state === 'active'
            ? ` · ${t('packages.daysLeft', { count: licence.days_left })}`
            : ''}
        </Text>
        <SeatsLine label={t('packages.licences.studentSeats')} seats={licence.student_seats} />
        <SeatsLine label={t('packages.licences.teacherSeats')} seats={licence.teacher_seats} />
      </Stack>
    </Card>
  );
}

/** The school's licences for its admin (/mypackage and the admin dashboard): loading, error, empty, the cards. */
export function SchoolLicences({ heading }: { heading?: string }) {
  const { t } = useTranslation();
  const licences = useSchoolLicences();
  if (licences.isError) {
    return (
      <QueryError
        title={t('packages.licences.loadError')}
        error={licences.error}
        onRetry={() => void licences.refetch()}
      />
    );
  }
  if (!licences.data) return <Skeleton h={160} role="status" aria-label={t('common.loading')} />;
  const list = licences.data.licences;
  return (
    <Stack gap="sm" component="section" aria-label={heading ?? t('packages.licences.title')}>
      {heading && (
        <Title order={2} size="h3">
          {heading}
        </Title>
      )}
      {list.length === 0 ? (
        <Alert variant="light" title={t('packages.licences.noneTitle')}>
          <Text size="sm">{t('packages.licences.noneText')}</Text>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {list.map((l) => (
            <LicenceCard key={l.licence_id} licence={l} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The admin dashboard's card (through the app's slot): the same licences under their heading. */
export function SchoolLicencesSummary() {
  const { t } = useTranslation();
  return <SchoolLicences heading={t('packages.licences.title')} />;
}
