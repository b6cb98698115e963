import { Anchor, Button, EmptyState, Group, Stack } from '@mantine/core';
import { IconMapQuestion, IconRoute } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { ListSkeleton } from '../components/list-states.component';
import { LptTopic } from '../components/lpt-topic.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { useLearnerScope } from '../hooks/use-learner-scope.hook';
import { idFrom, relatedVideoPath, studyTabPath, syllabusQuestionsPath } from '../utils/study-links';
import '../study.strings';
import '../syllabus.strings';

/**
 * /syllabus-lpt/{boardId}/{x}/{chapterContainerId}/{rackId} (002 §2.2): a chapter's learning path:
 * its topics in order, each with its learn content in order and the learner's progress (a parent's:
 * the active child's). x is the subject; the rack is the chapter's own (a node is its own rack).
 */
export function SyllabusLptRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const boardId = idFrom(params.boardId);
  const subjectId = idFrom(params.x);
  const chapterId = idFrom(params.chapterContainerId);
  const chapter = useChildList(boardId, chapterId);
  const { scope } = useLearnerScope();
  if (!boardId || !chapterId) {
    return (
      <SyllabusPage title={t('study.lptTitle')}>
        <EmptyState icon={<IconMapQuestion aria-hidden />} withIndicatorBackground title={t('study.lptBadLink')}>
          <Button component={Link} to={studyTabPath(2)}>
            {t('study.toStudy')}
          </Button>
        </EmptyState>
      </SyllabusPage>
    );
  }
  const node = chapter.data?.parent;
  const topics = [...(chapter.data?.child_list ?? [])].sort((a, b) => a.order - b.order);
  return (
    <SyllabusPage
      title={node ? t('study.lptOf', { chapter: node.name }) : chapter.isError ? t('study.lptTitle') : undefined}
      breadcrumbsFor={node ? chapterId : null}
    >
      {chapter.isError ? (
        <QueryError title={t('study.lptError')} error={chapter.error} onRetry={() => void chapter.refetch()} />
      ) : chapter.isPending ? (
        <ListSkeleton rows={3} height={120} />
      ) : (
        <Stack gap="md">
          <Group gap="md">
            <Anchor component={Link} to={syllabusQuestionsPath(chapterId)}>
              {t('study.questionsLink')}
            </Anchor>
            <Anchor component={Link} to={relatedVideoPath(boardId, subjectId ?? 0, chapterId)}>
              {t('study.relatedLink')}
            </Anchor>
          </Group>
          {topics.length === 0 ? (
            <EmptyState
              icon={<IconRoute aria-hidden />}
              withIndicatorBackground
              title={t('study.lptEmptyTitle')}
              description={t('study.lptEmptyText')}
            />
          ) : (
            <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {topics.map((topic, i) => (
                <LptTopic key={topic.syllabus_id} topic={topic} step={i + 1} learnerUuid={scope?.learnerUuid ?? null} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SyllabusPage>
  );
}
