import { Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBulb,
  IconChecklist,
  IconMapQuestion,
  IconPencil,
  IconPlayerPlay,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { useChildList } from '../api/child-list.api';
import { useSubjectServices } from '../api/subject-services.api';
import { ListSkeleton } from '../components/list-states.component';
import { ServiceGate } from '../components/service-gate.component';
import { SubjectPackages } from '../components/subject-packages.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { useLearnerScope } from '../hooks/use-learner-scope.hook';
import { idFrom, practiceTestPath, studyTabPath, syllabusQuestionsPath } from '../utils/study-links';
import { subjectPath } from '../utils/syllabus-paths';
import '../study.strings';
import '../syllabus.strings';

type ServiceKey = 'learn' | 'practice' | 'tests' | 'liveClasses' | 'recorded';

interface Service {
  key: ServiceKey;
  icon: Icon;
  to: string;
  /** The gate's answer for the subject's service (live classes: the schedule shows the learner's own). */
  gate?: ReactNode;
}

function ServiceCards({ services }: { services: readonly Service[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {services.map((s) => (
        <Card component="li" key={s.key} withBorder padding="md" data-testid="subject-service">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              <s.icon size={20} />
            </ThemeIcon>
            <Stack gap={4} miw={0}>
              <Title order={2} size="h4">
                {t(`study.service.${s.key}`)}
              </Title>
              <Text size="sm">{t(`study.service.${s.key}Text`)}</Text>
              {s.gate}
              <Button component={Link} to={s.to} variant="light" size="xs" w="fit-content">
                {t('study.service.open', { service: t(`study.service.${s.key}`) })}
              </Button>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * /subject-level-services?boardId&classId&subjectId (002 §2.2): a subject's services (learn, practice,
 * tests, live classes, recorded lectures) and what the learner's packages include. A parent sees the
 * active child's; practice and tests are then the child's results.
 */
export function SubjectLevelServicesRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const boardId = idFrom(params.get('boardId'));
  const classId = idFrom(params.get('classId'));
  const subjectId = idFrom(params.get('subjectId'));
  const subject = useChildList(boardId, subjectId);
  const { scope } = useLearnerScope();
  const forChild = !!scope?.forChild;
  const answers = useSubjectServices({
    boardId: boardId ?? 0,
    classId: classId ?? 0,
    subjectId: subjectId ?? 0,
    childUuid: forChild ? (scope?.learnerUuid ?? null) : null,
    // A parent's answer is the active child's: asked once the child is known.
    enabled: !!boardId && !!classId && !!subjectId && !!scope && (!forChild || !!scope.learnerUuid),
  });
  if (!boardId || !classId || !subjectId) {
    return (
      <SyllabusPage title={t('study.servicesFallbackTitle')}>
        <EmptyState icon={<IconMapQuestion aria-hidden />} withIndicatorBackground title={t('study.servicesBadLink')}>
          <Button component={Link} to={studyTabPath(1)}>
            {t('study.toStudy')}
          </Button>
        </EmptyState>
      </SyllabusPage>
    );
  }
  const node = subject.data?.parent;
  const title = node ? t('study.servicesTitle', { subject: node.name }) : undefined;
  const gateOf = (key: 'learn' | 'practice' | 'tests' | 'recorded') =>
    scope && (!forChild || scope.learnerUuid) ? (
      <ServiceGate answer={answers.data?.get(key)} pending={answers.isPending} failed={answers.isError} />
    ) : undefined;
  const services: Service[] = node
    ? [
        { key: 'learn', icon: IconBulb, to: subjectPath(node, boardId), gate: gateOf('learn') },
        {
          key: 'practice',
          icon: IconPencil,
          to: forChild ? '/question-dashboard' : syllabusQuestionsPath(subjectId),
          gate: gateOf('practice'),
        },
        {
          key: 'tests',
          icon: IconChecklist,
          to: forChild ? '/my-assignment' : practiceTestPath(subjectId),
          gate: gateOf('tests'),
        },
        { key: 'liveClasses', icon: IconVideo, to: '/my-schedule' },
        {
          key: 'recorded',
          icon: IconPlayerPlay,
          to: '/view-all-recorded-lecture',
          gate: gateOf('recorded'),
        },
      ]
    : [];
  return (
    <SyllabusPage
      title={subject.isError || (subject.isSuccess && !node) ? t('study.servicesFallbackTitle') : title}
      breadcrumbsFor={node ? subjectId : null}
    >
      {subject.isError ? (
        <QueryError title={t('study.subjectError')} error={subject.error} onRetry={() => void subject.refetch()} />
      ) : subject.isPending ? (
        <ListSkeleton rows={3} height={96} />
      ) : !node ? (
        <EmptyState
          icon={<IconMapQuestion aria-hidden />}
          withIndicatorBackground
          title={t('study.subjectMissingTitle')}
          description={t('study.subjectMissingText')}
        />
      ) : (
        <Stack gap="lg">
          <ServiceCards services={services} />
          {scope?.learnerUuid && (
            <SubjectPackages learnerUuid={scope.learnerUuid} boardId={boardId} classId={classId} />
          )}
        </Stack>
      )}
    </SyllabusPage>
  );
}
