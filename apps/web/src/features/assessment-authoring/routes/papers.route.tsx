import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.component';
import { PAPERS_PAGE_SIZE, searchAsked, useTeacherPapers } from '../api/teacher-papers.api';
import { AuthoringPage } from '../components/authoring-page.component';
import { PaperListTable } from '../components/paper-list-table.component';
import { AuthoringPath } from '../utils/authoring-paths';

/** /faculty-assessment-dashboard/papers: the papers the teacher can use, to assign, view or delete. */
export function PapersRoute() {
  const { t } = useTranslation();
  return (
    <AuthoringPage title={t('authoring.title')} section="papers">
      {() => <Papers />}
    </AuthoringPage>
  );
}

function Papers() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(searchAsked(text), 300);
  const [page, setPage] = useState({ search: '', no: 1 });
  // A new search starts again on its first page.
  const pageNo = page.search === debounced ? page.no : 1;
  const list = useTeacherPapers(debounced, pageNo);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total_count / PAPERS_PAGE_SIZE)) : 1;
  const go = (no: number) => setPage({ search: debounced, no });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('authoring.papers.search')}
          description={t('authoring.papers.searchHint')}
          value={text}
          maxLength={120}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
          type="search"
        />
        <Button component={Link} to={AuthoringPath.newPaper} variant="default">
          {t('authoring.tabs.paper')}
        </Button>
      </Group>
      {list.isError ? (
        <QueryError title={t('authoring.papers.loadError')} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton h={200} role="status" aria-label={t('common.loading')} />
      ) : list.data.paper_list.length === 0 && pageNo > 1 ? (
        // Deleting the last paper of the last page leaves that page empty: offer the last one with papers.
        <Button variant="default" w="fit-content" onClick={() => go(pages)}>
          {t('authoring.overview.previous')}
        </Button>
      ) : list.data.paper_list.length === 0 ? (
        <Alert color="gray" data-testid="papers-empty">
          {debounced ? t('authoring.papers.noMatch', { text: debounced }) : t('authoring.papers.empty')}
        </Alert>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('authoring.papers.count', { count: list.data.total_count })}
          </Text>
          <PaperListTable papers={list.data.paper_list} />
          {pages > 1 && (
            <Group gap="sm">
              <Button variant="default" disabled={pageNo <= 1} onClick={() => go(pageNo - 1)}>
                {t('authoring.overview.previous')}
              </Button>
              <Text size="sm">{t('authoring.overview.page', { page: pageNo, pages })}</Text>
              <Button variant="default" disabled={pageNo >= pages} onClick={() => go(pageNo + 1)}>
                {t('authoring.overview.next')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
