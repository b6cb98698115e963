import { parseStudyTab, type StudyTab } from '@esc/domain';
import { Button, EmptyState, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconMoodKid, IconSchool } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LoadingWrapper } from '../../../components/loading-wrapper/loading-wrapper.component';
import { QueryError } from '../../../components/query-error.component';
import { ClassSubjects } from '../components/class-subjects.component';
import { StudySubjectActions } from '../components/study-subject-actions.component';
import { SyllabusPage } from '../components/syllabus-page.component';
import { useLearnerScope } from '../hooks/use-learner-scope.hook';
import { StudyPaths } from '../utils/study-paths';
import '../study.strings';
import '../syllabus.strings';

const TABS = [
  { tab: 1, key: 'subjects' },
  { tab: 2, key: 'learn' },
  { tab: 3, key: 'practice' },
  { tab: 4, key: 'test' },
] as const;

/** A parent's practice and tests are the child's: the screens that show the child's (002 §1). */
function ChildWork({ tab }: { tab: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text>{t(tab === 3 ? 'study.parentPracticeIntro' : 'study.parentTestIntro')}</Text>
      <Group>
        <Button component={Link} to={tab === 3 ? '/question-dashboard' : '/my-assignment'}>
          {t(tab === 3 ? 'study.childPractice' : 'study.childTests')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /student-study and /student-app-learn: the dashboard's study tab (002 §2.4): 1 subjects, 2 learn,
 * 3 practice, 4 practice test; ?tab= keeps the tab (a deep link opens one). /student-app-learn opens
 * on learn. A parent studies the active child's class.
 */
export function StudyRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const fallback: StudyTab = pathname === StudyPaths.appLearn ? 2 : 1;
  const tab: StudyTab = params.has('tab') ? parseStudyTab(params.get('tab')) : fallback;
  const { profile, scope } = useLearnerScope();
  const child = scope?.forChild ? profile.data?.children.find((c) => c.uuid === scope.learnerUuid) : undefined;
  const title = child ? t('study.titleForChild', { name: child.name }) : t('study.title');
  const section = scope?.section;
  return (
    <SyllabusPage title={title}>
      {profile.isError ? (
        <QueryError title={t('study.profileError')} error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !scope ? (
        // The loading wrapper of spec 000 §2: a full spinner below 1024 px while the profile loads.
        <LoadingWrapper />
      ) : scope.forChild && !scope.learnerUuid ? (
        <EmptyState
          icon={<IconMoodKid aria-hidden />}
          withIndicatorBackground
          title={t('study.noChildTitle')}
          description={t('study.noChildText')}
        />
      ) : !section ? (
        <EmptyState
          icon={<IconSchool aria-hidden />}
          withIndicatorBackground
          title={t('study.noClassTitle')}
          description={t('study.noClassText')}
        />
      ) : (
        <Tabs
          value={String(tab)}
          onChange={(next) => next && setParams({ tab: next }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('study.tabsLabel')} grow>
            {TABS.map((x) => (
              <Tabs.Tab key={x.tab} value={String(x.tab)}>
                {t(`study.tab.${x.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="1" pt="md">
            <ClassSubjects boardId={section.board_id} classId={section.class_id} title={t('study.subjectsHeading')} />
          </Tabs.Panel>
          <Tabs.Panel value="2" pt="md">
            <Text mb="sm">{t('study.learnIntro')}</Text>
            <StudySubjectActions boardId={section.board_id} classId={section.class_id} action="learn" />
          </Tabs.Panel>
          <Tabs.Panel value="3" pt="md">
            {scope.forChild ? (
              <ChildWork tab={3} />
            ) : (
              <>
                <Text mb="sm">{t('study.practiceIntro')}</Text>
                <StudySubjectActions boardId={section.board_id} classId={section.class_id} action="practice" />
              </>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="4" pt="md">
            {scope.forChild ? (
              <ChildWork tab={4} />
            ) : (
              <>
                <Text mb="sm">{t('study.testIntro')}</Text>
                <StudySubjectActions boardId={section.board_id} classId={section.class_id} action="test" />
              </>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </SyllabusPage>
  );
}
