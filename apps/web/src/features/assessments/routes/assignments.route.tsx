import type { AssignedPaperItem } from '@esc/contracts';
import { Loader, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import type { PaperListKind } from '../api/assessments.keys';
import '../assessments.strings';
import { PaperList } from '../components/paper-list.component';
import { useAssessmentLearner } from '../hooks/use-assessment-learner.hook';
import { useOpenPaper } from '../hooks/use-open-paper.hook';
import { paperInstructionsPath } from '../utils/assessment-paths';

const KINDS: PaperListKind[] = ['assigned', 'submitted', 'evaluated', 'reattempt'];

function isKind(value: string | null): value is PaperListKind {
  return value !== null && (KINDS as string[]).includes(value);
}

/**
 * /assignment, /assignment-list and /my-assignment (spec 002 §2.3): the learner's tests to attempt,
 * submitted, with results, and to attempt again; a parent reads the active child's.
 */
export function AssignmentsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { learner, loading } = useAssessmentLearner();
  const { open, opening } = useOpenPaper();
  const tab = isKind(params.get('tab')) ? (params.get('tab') as PaperListKind) : 'assigned';
  const title = learner?.forChild ? t('assessments.lists.child', { name: learner.name }) : t('assessments.lists.title');

  function onOpen(paper: AssignedPaperItem, listTimeMs: number, kind: PaperListKind) {
    if (kind === 'reattempt') {
      void navigate(
        paperInstructionsPath({
          paperId: paper.paper_id,
          assignId: paper.assign_id,
          sectionAssignId: paper.section_assign_id,
        }),
        { state: { paper } },
      );
      return;
    }
    void open(paper, listTimeMs);
  }

  return (
    <Stack gap="md">
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      {loading && <Loader />}
      {!loading && (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isKind(value)) setParams({ tab: value }, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('assessments.lists.tabs')}>
            {KINDS.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {t(`assessments.lists.${kind}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {KINDS.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              <PaperList
                kind={kind}
                childUuid={learner?.forChild ? learner.uuid : null}
                openingAssignId={opening}
                onOpen={learner?.forChild ? undefined : (paper, time) => onOpen(paper, time, kind)}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
