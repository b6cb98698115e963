import { isSchoolAdmin } from '@esc/domain';
import { Card, EmptyState, Skeleton, Table, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSchoolBatches } from '../api/batches.api';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { SectionMedium } from './section-medium.component';

/** The school's batches with their student counts, validity and medium (sectionWiseStudentCount). */
export function SchoolBatches() {
  const { t } = useTranslation();
  const query = useSchoolBatches();
  const me = useCurrentProfile().data;
  const admin = !!me && isSchoolAdmin(me.user_type_id, me.role);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="school-batches-heading">
      <Title order={2} size="h3" mb="sm" id="school-batches-heading">
        {t('institutes.schoolBatches')}
      </Title>
      {query.isError ? (
        <QueryError title={t('institutes.batchesLoadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton h={120} aria-hidden />
      ) : query.data.sections.length === 0 ? (
        <EmptyState
          icon={<IconUsersGroup aria-hidden />}
          title={t('institutes.noBatchesTitle')}
          description={t('institutes.noBatchesText')}
          size="sm"
        />
      ) : (
        <Table.ScrollContainer minWidth={600} scrollAreaProps={keyboardScroll(t('institutes.schoolBatches'))}>
          <Table striped data-testid="school-batches">
            <Table.Caption>{t('institutes.schoolBatchesCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('institutes.board')}</Table.Th>
                <Table.Th scope="col">{t('institutes.class')}</Table.Th>
                <Table.Th scope="col">{t('institutes.section')}</Table.Th>
                <Table.Th scope="col">{t('institutes.studentCount')}</Table.Th>
                <Table.Th scope="col">{t('institutes.validFrom')}</Table.Th>
                <Table.Th scope="col">{t('institutes.validUntil')}</Table.Th>
                <Table.Th scope="col">{t('institutes.medium')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.sections.map((s) => (
                <Table.Tr key={s.section_id}>
                  <Table.Td>{s.board_name}</Table.Td>
                  <Table.Td>{s.class_name}</Table.Td>
                  <Table.Td>{s.section_name}</Table.Td>
                  <Table.Td>{s.student_count}</Table.Td>
                  <Table.Td>{s.valid_from}</Table.Td>
                  <Table.Td>{s.valid_until ?? t('institutes.noEnd')}</Table.Td>
                  <Table.Td>
                    <SectionMedium section={s} editable={admin} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
