import type { LearnListItem, LearnListItemInput } from '@esc/contracts';
import { Badge, Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { useMarkItemComplete } from '../api/item-complete.api';
import { useFormatters } from '../hooks/use-formatters.hook';
import type { HomeworkLearner } from '../hooks/use-homework-learner.hook';
import { homeworkItemAction, type HomeworkItemAction } from '../utils/item-kind';
import {
  homeworkPaperPath,
  homeworkQuestionPath,
  homeworkRecordingPath,
  type HomeworkPlace,
} from '../utils/homework-item-paths';
import { homeworkPlayerPath } from '../utils/learnlist-paths';
import { ItemTitle } from './item-title.component';
import { LearnListProblem } from './learnlist-problem.component';
import classes from './learnlists.module.css';
import '../homework-items.strings';

interface HomeworkItemRowProps {
  item: LearnListItem;
  position: number;
  assignId: number;
  learnlistId: number;
  /** The list's class (the practice view's path carries it). */
  classId: number | null;
  learner: HomeworkLearner;
  /** The homework has not opened yet: items wait. */
  notYetOpen: boolean;
}

/**
 * One item of a learner's homework, with what doing it means: content plays in the player, a question
 * opens in the practice view, a paper as the learner's own attempt, a recorded lecture in its player,
 * each naming the homework, and the server completes the item as it opens (spec 002 §4.2, once: only
 * while completed_on is empty); study notes are marked done as they open; a task is marked done by
 * the learner; what cannot open says why.
 */
export function HomeworkItemRow(props: HomeworkItemRowProps) {
  const { item, position, assignId, learnlistId, classId, learner, notYetOpen } = props;
  const { t } = useTranslation();
  const f = useFormatters();
  const navigate = useNavigate();
  const mark = useMarkItemComplete();
  const action = homeworkItemAction(item);
  // Marked done offline: the mark waits in the outbox (mutation answered null) and is sent later.
  const waiting = item.completed_on === null && mark.isSuccess && mark.data === null;
  const done = item.completed_on !== null || waiting;
  // Marked done, the button goes: its row's "Done …" takes the focus, and says so.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const marked = useRef(false);
  useEffect(() => {
    if (done && marked.current) statusRef.current?.focus();
    marked.current = false;
  }, [done]);
  const markIt = () =>
    mark.mutateAsync({
      assign_id: assignId,
      learnlist_id: learnlistId,
      learnlist_item_id: item.learnlist_item_id,
      learnlist_item_type: item.learnlist_item_type as LearnListItemInput['learnlist_item_type'],
      ...(learner.forChild ? { uuid: learner.uuid } : {}),
    });
  const openNotes = async () => {
    // Spec 000 §4: sent once, only while completed_on is empty; a parent reading along marks nothing.
    if (!done && !learner.forChild) await markIt().catch(() => undefined);
    void navigate(homeworkPlayerPath(item, assignId));
  };
  return (
    <li className={classes.row} data-testid="homework-item" data-done={done || undefined}>
      <ThemeIcon
        variant={done ? 'filled' : 'light'}
        color={done ? '#1f6f33' : 'gray'}
        radius="xl"
        size="md"
        aria-hidden
      >
        {done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
      </ThemeIcon>
      <div className={classes.grow}>
        <ItemTitle item={item} />
        <Text size="sm" c={done ? undefined : 'dimmed'} ref={statusRef} tabIndex={-1}>
          {waiting
            ? t('homework.item.doneWaiting')
            : done
              ? t('homework.item.doneOn', { when: f.when(item.completed_on) })
              : t('homework.item.toDo', { position })}
        </Text>
        {action === 'unavailable' && item.unavailable_reason && (
          <Text size="sm" c="dimmed">
            {item.unavailable_reason}
          </Text>
        )}
        {mark.isError && <LearnListProblem error={mark.error} action="mark" />}
      </div>
      {!notYetOpen && (
        <ItemActions
          action={action}
          done={done}
          position={position}
          busy={mark.isPending}
          forChild={learner.forChild}
          playPath={openPath(
            action,
            item,
            { assignId, classId, childUuid: learner.forChild ? learner.uuid : null },
            learnlistId,
          )}
          onOpenNotes={() => void openNotes()}
          onMark={() => {
            marked.current = true;
            void markIt().catch(() => undefined);
          }}
        />
      )}
      {notYetOpen && action === 'unavailable' && <UnavailableBadge />}
    </li>
  );
}

/** Where an item opens from the homework (the homework named, so the server completes it on open). */
function openPath(action: HomeworkItemAction, item: LearnListItem, place: HomeworkPlace, learnlistId: number) {
  if (action === 'practise') return homeworkQuestionPath(item, place);
  if (action === 'take') return homeworkPaperPath(item, place);
  if (action === 'watch') return homeworkRecordingPath(item, place);
  return homeworkPlayerPath(item, place.assignId, learnlistId);
}

function UnavailableBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="gray.7">
      {t('homeworkItems.unavailable')}
    </Badge>
  );
}

interface ItemActionsProps {
  action: HomeworkItemAction;
  done: boolean;
  position: number;
  busy: boolean;
  /** A parent reading along: a paper is the child's to take. */
  forChild: boolean;
  playPath: string;
  onOpenNotes: () => void;
  onMark: () => void;
}

/** What the learner can do with an item: open it, mark it done, or wait for it. */
function ItemActions({ action, done, position, busy, forChild, playPath, onOpenNotes, onMark }: ItemActionsProps) {
  const { t } = useTranslation();
  const variant = done ? 'default' : 'filled';
  const openLabel = t('homework.item.openNamed', { position });
  const linked = action === 'play' || action === 'practise' || action === 'watch' || (action === 'take' && !forChild);
  return (
    <Group gap="xs" wrap="nowrap">
      {action === 'unavailable' && <UnavailableBadge />}
      {action === 'take' && forChild && (
        <Badge variant="outline" color="gray.7">
          {t('homeworkItems.childTakes')}
        </Badge>
      )}
      {linked && (
        <Button component={Link} to={playPath} variant={variant} size="sm" aria-label={openLabel}>
          {t(`homeworkItems.verb.${action}`)}
        </Button>
      )}
      {action === 'open-and-mark' && (
        <Button variant={variant} size="sm" loading={busy} onClick={onOpenNotes} aria-label={openLabel}>
          {t('homework.item.open')}
        </Button>
      )}
      {action === 'mark' && !done && (
        <Button size="sm" loading={busy} onClick={onMark} aria-label={t('homework.item.markNamed', { position })}>
          {t('homework.item.markDone')}
        </Button>
      )}
    </Group>
  );
}
