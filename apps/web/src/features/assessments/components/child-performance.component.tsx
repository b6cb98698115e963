import { Anchor, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { childPerformanceQueryOptions } from '../api/child-performance.api';
import '../assessments.strings';
import { AssessmentPath, reportPath } from '../utils/assessment-paths';

/** The parent dashboard's card: the active child's recent results (page_size 10) and average. */
export function ChildPerformance({ uuid }: { uuid: string; name: string }) {
  const { t } = useTranslation();
  const query = useQuery(childPerformanceQueryOptions(uuid));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="child-performance-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="child-performance-title">
          {t('assessments.child.title')}
        </Title>
        {query.isPending && <Skeleton h={80} aria-hidden />}
        {query.isError && (
          <QueryError title={t('assessments.child.error')} error={query.error} onRetry={() => void query.refetch()} />
        )}
        {query.data && (
          <>
            {query.data.average_percentage !== null && (
              <Text fw={600}>{t('assessments.child.average', { value: query.data.average_percentage })}</Text>
            )}
            {query.data.papers.length === 0 ? (
              <Text c="dimmed">{t('assessments.child.empty')}</Text>
            ) : (
              <List spacing="xs">
                {query.data.papers.map((paper) => (
                  <List.Item key={paper.attempt_id}>
                    <Anchor
                      component={Link}
                      to={reportPath({
                        paperId: paper.paper_id,
                        assignId: paper.assign_id,
                        attemptId: paper.attempt_id,
                        uuid,
                      })}
                    >
                      {t('assessments.child.paper', {
                        paper: paper.title || paper.paper_name,
                        score: paper.score ?? '—',
                        max: paper.max_marks,
                      })}
                    </Anchor>
                    {paper.rank !== null && (
                      <Text span size="sm" c="dimmed">{` · ${t('assessments.child.rank', { rank: paper.rank })}`}</Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
            <Anchor component={Link} to={`${AssessmentPath.myAssignment}?tab=evaluated`} size="sm">
              {t('assessments.child.seeAll')}
            </Anchor>
          </>
        )}
      </Stack>
    </Card>
  );
}
