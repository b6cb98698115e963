import { Stack, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { useParentDetail } from '../api/parent-detail.api';
import { idParam } from '../api/tree-scope';
import { GroupTabs } from '../components/group-tabs.component';
import { ListEmpty, ListSkeleton } from '../components/list-states.component';
import { NodeLinkList } from '../components/node-link-list.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { topicListPath } from '../utils/syllabus-paths';

/**
 * /study-syllabus/:subjectId: the other presentation of a subject (spec 002 §2.2): the subject's
 * content by category first, its chapters after.
 */
export function StudySyllabusRoute() {
  const { t } = useTranslation();
  const subjectId = idParam(useParams().subjectId);
  const detail = useParentDetail(subjectId);
  const subject = detail.data?.syllabus ?? null;
  const chapters = useChildList(subject?.board_id ?? null, subject ? subjectId : null);
  const list = chapters.isError ? [] : (chapters.data?.child_list ?? []);
  return (
    <SyllabusPage
      title={subject ? t('syllabus.studyTitle', { subject: subject.name }) : undefined}
      breadcrumbsFor={subjectId}
    >
      {detail.isError ? (
        <QueryError title={t('syllabus.topicError')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : subject && detail.data ? (
        <GroupTabs syllabusId={subject.syllabus_id} parentId={subject.parent_id ?? 0} version={detail.data.version} />
      ) : (
        <ListSkeleton rows={2} height={80} />
      )}
      <Stack gap="sm" component="section" aria-label={t('syllabus.chaptersHeading')}>
        <Title order={2} size="h3">
          {t('syllabus.chaptersHeading')}
        </Title>
        {chapters.isError && (
          <QueryError
            title={t('syllabus.chaptersError')}
            error={chapters.error}
            onRetry={() => void chapters.refetch()}
          />
        )}
        {chapters.isPending ? (
          <ListSkeleton rows={3} />
        ) : list.length === 0 && !chapters.isError ? (
          <ListEmpty
            icon={<IconListDetails aria-hidden />}
            title={t('syllabus.noChaptersTitle')}
            text={t('syllabus.noChaptersText')}
          />
        ) : (
          <NodeLinkList
            label={t('syllabus.chaptersHeading')}
            testId="chapter-link"
            items={list.map((chapter, i) => ({
              id: chapter.syllabus_id,
              to: topicListPath(chapter.syllabus_id),
              name: chapter.name,
              eyebrow: t('syllabus.chapterNumber', { n: i + 1 }),
              meta: chapter.child_count > 0 ? t('syllabus.topicCount', { count: chapter.child_count }) : undefined,
            }))}
          />
        )}
      </Stack>
    </SyllabusPage>
  );
}
