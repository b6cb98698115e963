import type { AssignmentSummary } from '@esc/contracts';
import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { AuthoringPath } from '../utils/authoring-paths';
import { formatWindowTime } from '../utils/format';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { StatusBadge } from './status-badge.component';

interface AssignmentTableProps {
  assignments: readonly AssignmentSummary[];
  timeZone: string;
}

/** The teacher's assignments: what, to whom, when, how many submitted, how many answers to mark. */
export function AssignmentTable({ assignments, timeZone }: AssignmentTableProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatWindowTime(iso, timeZone, i18n.language);
  return (
    <Table.ScrollContainer minWidth={760} scrollAreaProps={keyboardScroll(t('authoring.overview.listLabel'))}>
      <Table striped aria-label={t('authoring.overview.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('authoring.overview.colTitle')}</Table.Th>
            <Table.Th scope="col">{t('authoring.overview.colSections')}</Table.Th>
            <Table.Th scope="col">{t('authoring.overview.colWindow')}</Table.Th>
            <Table.Th scope="col">{t('authoring.overview.colSubmitted')}</Table.Th>
            <Table.Th scope="col">{t('authoring.overview.colToMark')}</Table.Th>
            <Table.Th scope="col">{t('authoring.overview.colStatus')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('authoring.overview.assignAgain')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assignments.map((a) => (
            <Table.Tr key={a.assign_id} data-testid="assignment-row">
              <Table.Th scope="row">
                <Anchor component={Link} to={AuthoringPath.assignment(a.assign_id)}>
                  {a.title || a.paper_name}
                </Anchor>
                {a.title && a.title !== a.paper_name && (
                  <Text size="xs" c="dimmed">
                    {a.paper_name}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{a.sections.map((s) => s.section_name).join(', ')}</Table.Td>
              <Table.Td>
                {t('authoring.window', { opens: when(a.paper_start_time), closes: when(a.paper_end_time) })}
              </Table.Td>
              <Table.Td>
                {t('authoring.overview.submitted', { submitted: a.submitted_count, learners: a.learner_count })}
              </Table.Td>
              <Table.Td>{a.pending_evaluation_count}</Table.Td>
              <Table.Td>
                <StatusBadge status={a.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  component={Link}
                  to={AuthoringPath.assign(a.paper_id)}
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`${t('authoring.overview.assignAgain')}: ${a.paper_name}`}
                >
                  {t('authoring.overview.assignAgain')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
