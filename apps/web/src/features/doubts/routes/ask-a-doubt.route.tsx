import { isLearner, isParent } from '@esc/domain';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useActiveChild } from '../../../lib/active-child.context';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { showToast } from '../../../lib/toast';
import { AskDoubtForm } from '../components/ask-doubt-form.component';
import { DoubtQueue } from '../components/doubt-queue.component';
import { DoubtSettings } from '../components/doubt-settings.component';
import { ClassmatesDoubts, LearnerDoubts } from '../components/learner-doubts.component';
import { targetFromSearch } from '../utils/doubt-links';
import '../doubts.strings';

/**
 * /ask-a-doubt: a learner's doubts with their answers, and the form to ask about what the link named
 * (a chapter, a lesson, a test question); a parent reads the active child's; staff answer their queue
 * (a school admin also chooses whether learners read each other's answered doubts).
 */
export function AskADoubtRoute() {
  const { t } = useTranslation();
  const profile = useCurrentProfile();
  const { storedChildUuid } = useActiveChild();
  const [search, setSearch] = useSearchParams();
  if (!profile.data) return <Skeleton h={200} role="status" aria-label={t('common.loading')} />;
  const p = profile.data;
  const learner = isLearner(p.user_type_id);
  const child = isParent(p.user_type_id)
    ? (p.children.find((c) => c.uuid === storedChildUuid) ?? p.children[0] ?? null)
    : null;
  const target = learner ? targetFromSearch(search) : null;
  const heading = learner
    ? t('doubts.myTitle')
    : child
      ? t('doubts.childTitle', { name: child.name })
      : isParent(p.user_type_id)
        ? t('doubts.title')
        : t('doubts.queueTitle');

  return (
    <Stack gap="lg" maw={960} w="100%">
      <PageTitle page={heading} />
      <Title order={1}>{heading}</Title>
      {learner ? (
        <>
          {target ? (
            <AskDoubtForm
              target={target}
              onDone={() => {
                setSearch(new URLSearchParams(), { replace: true });
                showToast({ message: t('doubts.form.sent'), tone: 'success' });
              }}
            />
          ) : (
            <Text c="dimmed">{t('doubts.howToAsk')}</Text>
          )}
          <LearnerDoubts childUuid={null} />
          <ClassmatesDoubts />
        </>
      ) : isParent(p.user_type_id) ? (
        child ? (
          <LearnerDoubts key={child.uuid} childUuid={child.uuid} />
        ) : (
          <Text>{t('doubts.noChild')}</Text>
        )
      ) : (
        <>
          <DoubtSettings />
          <DoubtQueue />
        </>
      )}
    </Stack>
  );
}
