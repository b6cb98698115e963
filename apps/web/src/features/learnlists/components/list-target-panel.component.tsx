import type { LearnListSummary } from '@esc/contracts';
import { LearnListItemType, TEACHING_SCREEN_MAX_ITEMS } from '@esc/domain';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { myLearnListPath } from '../utils/learnlist-paths';
import { LearnListProblem } from './learnlist-problem.component';
import classes from './learnlists.module.css';

const NEW_LIST = 'new';

interface ListTargetPanelProps {
  list: TeachingList;
  targetId: number | null;
  onTargetChange: (learnlistId: number | null) => void;
  /** Lists the caller may still add to (drafts and published ones). */
  choices: readonly LearnListSummary[];
  newName: string;
  onNewNameChange: (name: string) => void;
  /** Homework_N, one past the highest in use (spec 000 §5). */
  defaultName: string;
}

/** Where the items go, how many it holds of the 50, and what was left out: always in view. */
export function ListTargetPanel(props: ListTargetPanelProps) {
  const { t } = useTranslation();
  const { list, targetId } = props;
  const name = list.detail.data?.learnlist_name;
  const choices = props.choices.map((c) => ({ value: String(c.learnlist_id), label: c.learnlist_name }));
  // A list opened by its link may sit beyond the first page of the caller's lists.
  if (targetId !== null && name && !choices.some((c) => c.value === String(targetId))) {
    choices.unshift({ value: String(targetId), label: name });
  }
  const options = [{ value: NEW_LIST, label: t('learnlists.teach.newList') }, ...choices];
  return (
    <Card withBorder padding="md" className={classes.panel} component="section" aria-labelledby="teach-list-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="teach-list-heading">
          {t('learnlists.teach.yourList')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('learnlists.teach.addTo')}
            data={options}
            value={targetId === null ? NEW_LIST : String(targetId)}
            onChange={(v) => props.onTargetChange(v === null || v === NEW_LIST ? null : Number(v))}
            allowDeselect={false}
            w={260}
            maw="100%"
          />
          {targetId === null ? (
            <TextInput
              label={t('learnlists.teach.name')}
              description={t('learnlists.teach.nameHint', { name: props.defaultName })}
              placeholder={props.defaultName}
              value={props.newName}
              onChange={(e) => props.onNewNameChange(e.currentTarget.value)}
              maxLength={120}
              w={260}
              maw="100%"
            />
          ) : (
            <Button
              component={Link}
              to={myLearnListPath(targetId)}
              variant="default"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('learnlists.teach.openList', { name: name ?? '' })}
            </Button>
          )}
        </Group>
        <ItemCount count={list.count} />
        {list.full && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('learnlists.teach.full', { max: TEACHING_SCREEN_MAX_ITEMS })}
          </Alert>
        )}
        <SkippedNotices list={list} />
        {list.error !== null && <LearnListProblem error={list.error} action="add" />}
        <AddTask list={list} />
      </Stack>
    </Card>
  );
}

function ItemCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const percent = Math.min(100, Math.round((count * 100) / TEACHING_SCREEN_MAX_ITEMS));
  return (
    <div>
      <Text size="sm" role="status" aria-live="polite" data-testid="teach-item-count">
        {t('learnlists.teach.count', { count, max: TEACHING_SCREEN_MAX_ITEMS })}
      </Text>
      <div className={classes.bar} aria-hidden>
        <div
          className={classes.barFill}
          data-full={count >= TEACHING_SCREEN_MAX_ITEMS || undefined}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function SkippedNotices({ list }: { list: TeachingList }) {
  const { t } = useTranslation();
  if (list.skipped.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      withCloseButton
      closeButtonLabel={t('learnlists.teach.skippedClose')}
      onClose={list.clearSkipped}
      data-testid="teach-skipped"
    >
      {/* The title in the text's own colour: the alert's yellow is below AA on its tint. */}
      <Text fw={700} size="sm">
        {t('learnlists.teach.skippedTitle')}
      </Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {list.skipped.map((s, i) => (
          <li key={i}>
            {s.why === 'group'
              ? t('learnlists.teach.skippedGroup', { title: s.title })
              : t('learnlists.teach.skippedRepeat', { title: s.title })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** A task in the teacher's own words (type 4): done when the learner says so. */
function AddTask({ list }: { list: TeachingList }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const task = text.trim();
    if (!task || list.full) return;
    const id = `task-${Date.now().toString(36)}`;
    void list
      .add({ learnlist_item_id: id, learnlist_item_type: LearnListItemType.Task, task_text: task }, task)
      .then((taken) => taken && setText(''));
  };
  return (
    <form onSubmit={submit}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('learnlists.teach.task')}
          description={t('learnlists.teach.taskHint')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={2000}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default" disabled={!text.trim() || list.full}>
          {t('learnlists.teach.addTask')}
        </Button>
      </Group>
    </form>
  );
}
