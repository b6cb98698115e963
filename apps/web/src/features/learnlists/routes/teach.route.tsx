import { defaultHomeworkTitle, isLearner, isStaff, LearnListStage, TEACHING_SCREEN_MAX_ITEMS } from '@esc/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.component';
import { useSession } from '../../../lib/session';
import { useLearnListSearch } from '../api/learnlist-search.api';
import { useChildren } from '../api/teaching-tree.api';
import { ChapterBrowser } from '../components/chapter-browser.component';
import { TeachSubjectSources } from '../components/teach-sources.component';
import { ListTargetPanel } from '../components/list-target-panel.component';
import { TeachingClassPanel } from '../components/teaching-class-panel.component';
import { useClassMapping } from '../hooks/use-class-mapping.hook';
import { TeachingClassContext, useTeachingClass } from '../hooks/use-teaching-class.hook';
import { useTeachingList } from '../hooks/use-teaching-list.hook';
import { idParam } from '../utils/learnlist-paths';
import classes from '../components/learnlists.module.css';
import '../learnlists.strings';

/**
 * /teach/{boardId}/{subjectId}/{subjectName} (spec 002 §2.2): a teacher (or a parent, for
 * their child) browses the subject's chapters and topics and adds content and study notes to a new
 * or existing list with one tap each; the count and the 50-item limit stay in view (spec 000 §5).
 */
export function TeachRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const params = useParams();
  const boardId = idParam(params.boardId);
  const subjectId = idParam(params.subjectId);
  const subjectName = params.subjectName ?? '';
  if (session && isLearner(session.user_type_id)) {
    return (
      <TeachNotice
        title={t('learnlists.teach.title', { subject: subjectName })}
        text={t('learnlists.teach.notForLearners')}
      />
    );
  }
  if (boardId === null || subjectId === null) {
    return <TeachNotice title={t('learnlists.teach.badLinkTitle')} text={t('learnlists.teach.badLink')} />;
  }
  return <TeachingScreen boardId={boardId} subjectId={subjectId} subjectName={subjectName} />;
}

function TeachNotice({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="md" maw={960}>
      <PageTitle page={title} />
      <Title order={1}>{title}</Title>
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {text}
      </Alert>
    </Stack>
  );
}

function TeachingScreen({
  boardId,
  subjectId,
  subjectName,
}: {
  boardId: number;
  subjectId: number;
  subjectName: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const targetId = idParam(search.get('list'));
  // A teacher teaching a live class of this subject: what they open goes into its recap.
  const teaching = useTeachingClass(session && isStaff(session.user_type_id) ? session.uuid : null, subjectId);
  const mapping = useClassMapping(boardId, subjectId, teaching.chosen !== null || teaching.expected);
  const [newName, setNewName] = useState('');
  const mine = useLearnListSearch({ name: '', stage: null });
  const subject = useChildren(boardId, subjectId, mapping === undefined);
  const classId = (mapping ?? subject.data)?.parent?.class_id ?? null;
  const setTarget = (id: number | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('list');
        else next.set('list', String(id));
        return next;
      },
      { replace: true },
    );
  const list = useTeachingList({
    scope: { boardId, subjectId, classId },
    targetId,
    onCreated: setTarget,
    newName,
  });
  const lists = mine.data?.learnlist_list ?? [];
  const choices = lists.filter((l) => l.stage !== LearnListStage.Archived);
  const title = t('learnlists.teach.title', { subject: subjectName });
  return (
    <Stack gap="lg" maw={960}>
      <PageTitle page={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('learnlists.teach.intro')}</Text>
      </Stack>
      <TeachingClassPanel teaching={teaching} subjectId={subjectId} />
      <ListTargetPanel
        list={list}
        targetId={targetId}
        onTargetChange={setTarget}
        choices={choices}
        newName={newName}
        onNewNameChange={setNewName}
        defaultName={defaultHomeworkTitle(lists.map((l) => l.learnlist_name))}
      />
      <section aria-labelledby="teach-chapters-heading">
        <Title order={2} size="h3" id="teach-chapters-heading" mb="xs">
          {t('learnlists.teach.chapters')}
        </Title>
        <TeachingClassContext value={teaching.chosen ? teaching : null}>
          <ChapterBrowser boardId={boardId} subjectId={subjectId} list={list} chapters={mapping} />
        </TeachingClassContext>
        {/* Seen only on a phone; the panel's count is the one read out (role="status"). */}
        <Text size="sm" className={classes.phoneCount} aria-hidden>
          {t('learnlists.teach.count', { count: list.count, max: TEACHING_SCREEN_MAX_ITEMS })}
        </Text>
      </section>
      {session && isStaff(session.user_type_id) && <TeachSubjectSources subjectId={subjectId} list={list} />}
    </Stack>
  );
}
