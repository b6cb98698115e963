import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useChildren, type NodeChildren } from '../api/teaching-tree.api';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { Disclosure } from './disclosure.component';
import { NodeContent } from './node-content.component';

interface ChapterBrowserProps {
  boardId: number;
  subjectId: number;
  list: TeachingList;
  /** The subject's chapters when already known (a live class's stored mapping); read here otherwise. */
  chapters?: NodeChildren;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('common.loading')}>
      <Skeleton h={40} />
      <Skeleton h={40} />
    </Stack>
  );
}

/** A chapter's topics, each opening its content; a chapter without topics shows its content at once. */
function ChapterTopics({
  boardId,
  chapterId,
  name,
  list,
}: {
  boardId: number;
  chapterId: number;
  name: string;
  list: TeachingList;
}) {
  const { t } = useTranslation();
  const topics = useChildren(boardId, chapterId);
  if (topics.isPending) return <Loading />;
  if (topics.isError) {
    return (
      <QueryError
        title={t('learnlists.teach.topicsError')}
        error={topics.error}
        onRetry={() => void topics.refetch()}
      />
    );
  }
  if (topics.data.children.length === 0) return <NodeContent syllabusId={chapterId} name={name} list={list} />;
  const whole = t('learnlists.teach.wholeChapter', { name });
  return (
    <div>
      {topics.data.children.map((topic) => (
        <Disclosure key={topic.syllabus_id} label={topic.name} level={4}>
          <NodeContent syllabusId={topic.syllabus_id} name={topic.name} list={list} />
        </Disclosure>
      ))}
      {/* Content may hang on the chapter itself (a summary); the chapter's list shows it with all its topics' content. */}
      <Disclosure label={whole} level={4}>
        <NodeContent syllabusId={chapterId} name={whole} list={list} />
      </Disclosure>
    </div>
  );
}

/** The subject's chapters, then topics, then content: opened one at a time (a slow link loads little). */
export function ChapterBrowser({ boardId, subjectId, list, chapters: known }: ChapterBrowserProps) {
  const { t } = useTranslation();
  const read = useChildren(boardId, subjectId, known === undefined);
  const chapters = known ?? read.data;
  if (!chapters) {
    if (!read.isError) return <Loading />;
    return (
      <QueryError title={t('learnlists.teach.chaptersError')} error={read.error} onRetry={() => void read.refetch()} />
    );
  }
  if (chapters.children.length === 0) {
    return <Text c="dimmed">{t('learnlists.teach.noChapters')}</Text>;
  }
  return (
    <div>
      {chapters.children.map((chapter) => (
        <Disclosure
          key={chapter.syllabus_id}
          label={chapter.name}
          hint={chapter.child_count > 0 ? t('learnlists.teach.topicCount', { count: chapter.child_count }) : undefined}
        >
          <ChapterTopics boardId={boardId} chapterId={chapter.syllabus_id} name={chapter.name} list={list} />
        </Disclosure>
      ))}
    </div>
  );
}
