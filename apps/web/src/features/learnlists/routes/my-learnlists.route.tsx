import { isSchoolAdmin, isStaff, learnListNameFilter } from '@esc/domain';
import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../components/page-title.component';
import { QueryError } from '../../../components/query-error.component';
import { useCurrentProfile } from '../../../lib/current-profile.api';
import { useSession } from '../../../lib/session';
import { LEARNLIST_PAGE_SIZE, useLearnListSearch } from '../api/learnlist-search.api';
import { LearnListRows } from '../components/learnlist-rows.component';
import { ClassSubjectLinks, TeacherSubjectLinks } from '../components/subject-links.component';
import { useHomeworkLearner } from '../hooks/use-homework-learner.hook';
import '../learnlists.strings';

const STAGES = ['all', '1', '2', '3'] as const;

/** /my-learnlists: the caller's lists and those shared with them; a new one starts from a subject. */
export function MyLearnListsRoute() {
  const { t } = useTranslation();
  const title = t('learnlists.mine.title');
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      <NewListCard />
      <ListSearch />
    </Stack>
  );
}

/** Where a new list starts: a subject's teaching screen (a teacher's subjects, or the active child's). */
function NewListCard() {
  const { t } = useTranslation();
  const session = useSession();
  const { learner, parent } = useHomeworkLearner();
  const profile = useCurrentProfile();
  const section = profile.data?.children.find((c) => c.uuid === learner?.uuid)?.sections[0];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="new-list-heading">
      <Title order={2} size="h3" id="new-list-heading" mb={4}>
        {t('learnlists.mine.newTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {parent ? t('learnlists.mine.newParentText', { name: learner?.name ?? '' }) : t('learnlists.mine.newText')}
      </Text>
      {session && !parent && <TeacherSubjectLinks uuid={session.uuid} />}
      {parent && learner && section && (
        <ClassSubjectLinks boardId={section.board_id} classId={section.class_id} childName={learner.name} />
      )}
      {parent && !section && profile.data && <Text c="dimmed">{t('learnlists.mine.noChildClass')}</Text>}
    </Card>
  );
}

function ListSearch() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useCurrentProfile();
  const [name, setName] = useState('');
  const [stage, setStage] = useState<(typeof STAGES)[number]>('all');
  const [schoolWide, setSchoolWide] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const admin = !!profile.data && isSchoolAdmin(profile.data.user_type_id, profile.data.role);
  const search = { name, stage: stage === 'all' ? null : Number(stage), schoolWide, pageNo };
  const lists = useLearnListSearch(search);
  const filtered = learnListNameFilter(name) !== null;
  const reset = () => setPageNo(1);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="list-search-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="list-search-heading">
          {t('learnlists.mine.listsTitle')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('learnlists.mine.search')}
            description={t('learnlists.mine.searchHint')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              reset();
            }}
            maxLength={120}
            style={{ flex: '1 1 220px' }}
          />
          <SegmentedControl
            aria-label={t('learnlists.mine.stageFilter')}
            value={stage}
            onChange={(v) => {
              setStage(v as (typeof STAGES)[number]);
              reset();
            }}
            data={STAGES.map((s) => ({ value: s, label: t(`learnlists.mine.stages.${s}`) }))}
          />
        </Group>
        {admin && session && isStaff(session.user_type_id) && (
          <Switch
            label={t('learnlists.mine.schoolWide')}
            checked={schoolWide}
            onChange={(e) => {
              setSchoolWide(e.currentTarget.checked);
              reset();
            }}
          />
        )}
        <SearchResults lists={lists} me={session?.uuid ?? ''} filtered={filtered} name={name} onPage={setPageNo} />
      </Stack>
    </Card>
  );
}

interface SearchResultsProps {
  lists: ReturnType<typeof useLearnListSearch>;
  me: string;
  filtered: boolean;
  name: string;
  onPage: (page: number) => void;
}

function SearchResults({ lists, me, filtered, name, onPage }: SearchResultsProps) {
  const { t } = useTranslation();
  if (lists.isError) {
    return (
      <QueryError title={t('learnlists.mine.loadError')} error={lists.error} onRetry={() => void lists.refetch()} />
    );
  }
  if (!lists.data) return <Skeleton h={120} role="status" aria-label={t('common.loading')} />;
  const { learnlist_list: rows, total_count: total, page_no: page } = lists.data;
  const pages = Math.max(1, Math.ceil(total / LEARNLIST_PAGE_SIZE));
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="learnlists-empty">
        {filtered ? t('learnlists.mine.noMatch', { name: name.trim() }) : t('learnlists.mine.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {t('learnlists.mine.found', { count: total })}
      </Text>
      <LearnListRows lists={rows} me={me} label={t('learnlists.mine.listsTitle')} />
      {pages > 1 && (
        <Group gap="sm">
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('learnlists.mine.previous')}
          </Button>
          <Text size="sm">{t('learnlists.mine.page', { page, pages })}</Text>
          <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('learnlists.mine.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
