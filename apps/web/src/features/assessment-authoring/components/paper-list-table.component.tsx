import type { TeacherPaperItem } from '@esc/contracts';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useDeletePaper } from '../api/delete-paper.api';
import { AuthoringPath } from '../utils/authoring-paths';
import { numberText } from '../utils/format';
import { ProblemAlert } from './problem-alert.component';
import { keyboardScroll } from '../../../components/keyboard-scroll';
import { formatDay } from '../../../lib/date-format';

/** The teacher's papers: what each holds, who made it, how often it was assigned, and what to do with it. */
export function PaperListTable({ papers }: { papers: readonly TeacherPaperItem[] }) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<TeacherPaperItem | null>(null);
  const made = (iso: string) => {
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? iso : formatDay(ms, i18n.language);
  };
  return (
    <>
      <Table.ScrollContainer minWidth={820} scrollAreaProps={keyboardScroll(t('authoring.papers.listLabel'))}>
        <Table striped aria-label={t('authoring.papers.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('authoring.papers.colName')}</Table.Th>
              <Table.Th scope="col">{t('authoring.papers.colQuestions')}</Table.Th>
              <Table.Th scope="col">{t('authoring.papers.colMarks')}</Table.Th>
              <Table.Th scope="col">{t('authoring.papers.colDuration')}</Table.Th>
              <Table.Th scope="col">{t('authoring.papers.colMade')}</Table.Th>
              <Table.Th scope="col">{t('authoring.papers.colAssigned')}</Table.Th>
              <Table.Th scope="col">{t('authoring.papers.colActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {papers.map((p) => (
              <Table.Tr key={p.paper_id} data-testid="paper-row">
                <Table.Th scope="row">
                  <Text fw={600} span>
                    {p.paper_name}
                  </Text>
                  <Group gap={4} mt={2}>
                    {p.is_omr === 1 && <Badge variant="light">{t('authoring.papers.omr')}</Badge>}
                    {p.school_id === null && <Badge variant="outline">{t('authoring.papers.platform')}</Badge>}
                  </Group>
                </Table.Th>
                <Table.Td>{p.total_questions}</Table.Td>
                <Table.Td>{numberText(p.total_marks)}</Table.Td>
                <Table.Td>{t('authoring.papers.minutes', { count: p.paper_time })}</Table.Td>
                <Table.Td>
                  {made(p.created_at)}
                  {p.created_by_name && (
                    <Text size="xs" c="dimmed">
                      {t('authoring.papers.by', { name: p.created_by_name })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{t('authoring.papers.times', { count: p.assignment_count })}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      component={Link}
                      to={AuthoringPath.assign(p.paper_id)}
                      aria-label={t('authoring.papers.assignNamed', { name: p.paper_name })}
                    >
                      {t('authoring.papers.assign')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      component={Link}
                      to={AuthoringPath.viewQuestions(p.paper_id)}
                      state={{ teacherName: p.created_by_name, origin: AuthoringPath.papers }}
                      aria-label={t('authoring.papers.viewNamed', { name: p.paper_name })}
                    >
                      {t('authoring.papers.view')}
                    </Button>
                    {p.can_edit && p.assignment_count === 0 && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(p)}
                        aria-label={t('authoring.papers.deleteNamed', { name: p.paper_name })}
                      >
                        {t('authoring.papers.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {deleting && <DeletePaperDialog paper={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

/** Deleting is for good: the teacher confirms, and a refusal (an assigned paper) is said in plain words. */
function DeletePaperDialog({ paper, onClose }: { paper: TeacherPaperItem; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePaper();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('authoring.paper.deleteTitle', { name: paper.paper_name })}
      closeButtonProps={{ 'aria-label': t('authoring.closeDialog') }}
      centered
    >
      <Stack gap="md">
        <Text>{t('authoring.paper.deleteText')}</Text>
        {remove.isError && <ProblemAlert error={remove.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('authoring.analysis.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(paper.paper_id, { onSuccess: onClose })}
          >
            {t('authoring.paper.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
