import type { AssignedPaperItem } from '@esc/contracts';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { studentPaperListQueryOptions } from '../api/student-paper-list.api';
import '../assessment-links.strings';
import '../assessments.strings';
import { useAssessmentLearner } from '../hooks/use-assessment-learner.hook';
import { useOpenPaper } from '../hooks/use-open-paper.hook';
import { AssessmentPath } from '../utils/assessment-paths';

/** Names compared as people type them: case and runs of spaces do not matter. */
const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The learner's assigned paper of that name (its title or the paper's name); paper type 2 asks for an
 * Olympiad. Of several, an open one first.
 */
export function paperByName(papers: readonly AssignedPaperItem[], name: string, paperType: string | undefined) {
  const wanted = plain(name);
  const olympiad = paperType === '2';
  const found = papers.filter(
    (p) =>
      (plain(p.paper_name) === wanted || plain(p.title) === wanted) &&
      (paperType === undefined || (p.is_olympiad === 1) === olympiad),
  );
  return found.find((p) => p.time_gate.open) ?? found[0] ?? null;
}

/**
 * /test-engine/:paperName/:paperType (spec 002 §2.3, an authenticated path): the paper named among
 * the learner's assigned papers, opened as any assigned paper is (the time gate, then the
 * instructions, the engine or the report) in place of this page; otherwise a plain not-found.
 */
export function TestEngineByNameRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const name = params.paperName ?? '';
  const { learner, loading } = useAssessmentLearner();
  const childUuid = learner?.forChild ? learner.uuid : null;
  const list = useQuery({ ...studentPaperListQueryOptions('assigned', childUuid), enabled: !loading });
  const paper = list.data ? paperByName(list.data.papers, name, params.paperType) : null;
  const { open } = useOpenPaper();
  const tried = useRef(false);
  const [stayed, setStayed] = useState(false);
  useEffect(() => {
    if (!paper || !list.data || tried.current) return;
    tried.current = true;
    void open(paper, Date.parse(list.data.current_time), { replace: true }).then((went) => {
      if (!went) setStayed(true);
    });
  }, [paper, list.data, open]);

  if (list.isError) {
    return <QueryError title={t('assessments.byName.error')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.data || (paper && !stayed)) return <Loader aria-label={t('assessments.byName.opening', { name })} />;
  return (
    <Stack gap="md">
      <Text data-testid="by-name-missing">
        {paper ? t('assessments.byName.notOpen', { name }) : t('assessments.byName.notFound', { name })}
      </Text>
      <Button component={Link} to={AssessmentPath.myAssignment} variant="default" w="fit-content">
        {t('assessments.byName.toTests')}
      </Button>
    </Stack>
  );
}
