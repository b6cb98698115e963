import type { ContentDetail } from '@esc/contracts';
import { Button, Card, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';

/** The practice-test screen (spec 002 §2.2), where the learner makes the test from this chapter. */
function practicePath(content: ContentDetail): string {
  const query = new URLSearchParams({ contentId: String(content.content_id) });
  if (content.syllabus_id) query.set('syllabusId', String(content.syllabus_id));
  return `/start-practice-test?${query.toString()}`;
}

/** A practice test opens the practice-test screen, which makes the test and opens the test engine. */
export function PracticeTestCard({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="practice-test-card">
      <Title order={2} size="h3" mb="xs">
        {t('player.practiceTest.title')}
      </Title>
      <Text mb="md">{t('player.practiceTest.text')}</Text>
      <Button
        component={Link}
        to={practicePath(content)}
        state={{ calledFrom: 'content-player', contentId: content.content_id }}
        w="fit-content"
      >
        {t('player.practiceTest.start')}
      </Button>
    </Card>
  );
}
