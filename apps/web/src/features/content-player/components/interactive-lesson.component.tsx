import type { ContentDetail, LessonActivity } from '@esc/contracts';
import { Alert, Anchor, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { lazy } from '../../../lib/lazy-with-words';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { interactiveLessonQueryOptions } from '../api/interactive-lesson.api';
import { lessonTestEnginePath, startLessonTest } from '../api/lesson-test.api';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useHomeworkAssignId } from '../hooks/use-homework-assign-id.hook';
import { lessonSteps, type LessonStep } from '../utils/lesson-steps';
import { LazyPart } from '../../../components/part-boundary/part-boundary.component';

// The question step's renderer (with KaTeX) loads only when a lesson reaches a question.
const PracticeQuestionById = lazy(() =>
  import('../../../components/practice-question/practice-question-by-id.component').then((m) => ({
    default: m.PracticeQuestionById,
  })),
);

interface InteractiveLessonProps {
  content: ContentDetail;
  /** Query string (?syllabusId=&groupId=) kept when a lesson opens other content. */
  search: string;
}

/** An interactive JSON lesson: its slides and activities one step at a time. */
export function InteractiveLessonViewer({ content, search }: InteractiveLessonProps) {
  const { t } = useTranslation();
  const assignId = useHomeworkAssignId();
  const lesson = useQuery(interactiveLessonQueryOptions(content.content_id, content.language_id, assignId));
  const steps = useMemo(() => (lesson.data ? lessonSteps(lesson.data) : []), [lesson.data]);
  const [index, setIndex] = useState(0);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  if (lesson.isError) {
    return (
      <QueryError title={t('player.lesson.loadError')} error={lesson.error} onRetry={() => void lesson.refetch()} />
    );
  }
  if (!lesson.data) {
    return (
      <Stack gap="sm" aria-busy aria-label={t('common.loading')}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (steps.length === 0) return <Text>{t('player.lesson.empty')}</Text>;

  const current = Math.min(index, steps.length - 1);
  const step = steps[current]!;
  const move = (next: number) => {
    setIndex(next);
    // Keyboard and screen-reader users land on the new step's heading.
    requestAnimationFrame(() => stepHeadingRef.current?.focus());
  };

  return (
    <Stack gap="md" data-testid="lesson">
      <Card withBorder padding="lg" component="section" aria-labelledby="lesson-step-heading" data-testid="lesson-step">
        <StepBody step={step} search={search} headingRef={stepHeadingRef} />
      </Card>
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => move(current - 1)}
          disabled={current === 0}
        >
          {t('player.lesson.previous')}
        </Button>
        <Text size="sm" aria-live="polite" data-testid="lesson-step-indicator">
          {t('player.lesson.step', { step: current + 1, total: steps.length })}
        </Text>
        <Button
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => move(current + 1)}
          disabled={current >= steps.length - 1}
        >
          {t('player.lesson.next')}
        </Button>
      </Group>
    </Stack>
  );
}

interface StepBodyProps {
  step: LessonStep;
  search: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

function StepBody({ step, search, headingRef }: StepBodyProps) {
  const { t } = useTranslation();
  if (step.kind === 'slide') {
    const { slide } = step;
    return (
      <Stack gap="sm">
        <Badge variant="light" w="fit-content">
          {t('player.lesson.slide')}
        </Badge>
        <Title order={2} size="h3" id="lesson-step-heading" ref={headingRef} tabIndex={-1}>
          {slide.title}
        </Title>
        {slide.text && <Text>{slide.text}</Text>}
        {slide.bullet_points.length > 0 && (
          <List spacing={4}>
            {slide.bullet_points.map((point, i) => (
              <List.Item key={i}>{point}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    );
  }
  return <ActivityBody activity={step.activity} search={search} headingRef={headingRef} />;
}

/**
 * "Open the test": the lesson's paper starts as the learner's own attempt (no assignment), then the
 * test engine opens; a paper that cannot be opened says why here, in plain words.
 */
function OpenLessonTest({ paperId, search }: { paperId: number; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startLessonTest(paperId),
    onSuccess: () => void navigate(lessonTestEnginePath(paperId)),
  });
  const missing = isApiError(start.error) && start.error.errorCode === 'NOT_FOUND';
  return (
    <Stack gap="xs">
      <Button w="fit-content" onClick={() => start.mutate()} loading={start.isPending}>
        {t('player.lesson.openTest')}
      </Button>
      {start.isError && (
        <Alert color="red" role="alert" title={t('player.lesson.testCannotOpen')}>
          <Stack gap={4}>
            <Text size="sm">{missing ? t('player.lesson.testMissing') : errorMessage(start.error, t)}</Text>
            {missing && (
              <Anchor component={Link} to={`/start-practice-test${search}`} size="sm">
                {t('player.lesson.practiseInstead')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function ActivityBody({
  activity,
  search,
  headingRef,
}: {
  activity: LessonActivity;
  search: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const kindLabel =
    activity.activity_type === 1
      ? t('player.lesson.test')
      : activity.activity_type === 2
        ? t('player.lesson.content')
        : t('player.lesson.question');
  return (
    <Stack gap="sm" data-testid={`lesson-activity-${activity.activity_type}`}>
      <Badge variant="light" color="grape" w="fit-content">
        {kindLabel}
      </Badge>
      <Title order={2} size="h3" id="lesson-step-heading" ref={headingRef} tabIndex={-1}>
        {activity.title}
      </Title>
      {activity.activity_type === 1 && (
        <>
          <Text>{t('player.lesson.testText')}</Text>
          {activity.test_id !== undefined && <OpenLessonTest paperId={activity.test_id} search={search} />}
        </>
      )}
      {activity.activity_type === 2 && activity.content_id !== undefined && (
        <Anchor component={Link} to={`/content-player/${activity.content_id}${search}`} w="fit-content">
          {t('player.lesson.openContent')}
        </Anchor>
      )}
      {activity.activity_type === 3 &&
        (activity.question_id !== undefined ? (
          // The real question, answered and checked here; keyed so the next step starts fresh.
          <LazyPart fallback={<Skeleton h={120} />}>
            <PracticeQuestionById key={activity.question_id} questionId={activity.question_id} headingOrder={3} />
          </LazyPart>
        ) : (
          <Text>{t('player.lesson.questionMissing')}</Text>
        ))}
    </Stack>
  );
}
