import type { SyllabusNode } from '@esc/contracts';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { isGuestSession, useSession } from '../../../lib/session';
import { relatedVideoPath, syllabusLptPath, syllabusQuestionsPath } from '../utils/study-links';
import '../study.strings';

/** A chapter's ways to study it, for a signed-in person: its learning path, its videos, its questions. */
export function ChapterStudyLinks({ chapter }: { chapter: SyllabusNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || isGuestSession(session) || !chapter.board_id) return null;
  const subjectId = chapter.parent_id ?? 0;
  return (
    <Group gap="md" data-testid="chapter-study-links">
      <Anchor component={Link} to={syllabusLptPath(chapter.board_id, subjectId, chapter.syllabus_id)}>
        {t('study.lptLink')}
      </Anchor>
      <Anchor component={Link} to={relatedVideoPath(chapter.board_id, subjectId, chapter.syllabus_id)}>
        {t('study.relatedLink')}
      </Anchor>
      <Anchor component={Link} to={syllabusQuestionsPath(chapter.syllabus_id)}>
        {t('study.questionsLink')}
      </Anchor>
    </Group>
  );
}
