import type { LearnListItem } from '@esc/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { contentKindLabelKey } from '../../../components/content-kind';

/** What an item is, in words: its title (a task's text) and its kind. */
export function ItemTitle({ item }: { item: LearnListItem }) {
  const { t } = useTranslation();
  const kind =
    item.item_kind === 'task'
      ? t('homework.item.task')
      : item.content_kind
        ? t(contentKindLabelKey(item.content_kind))
        : t(`homework.item.kind.${kindKey(item.item_kind)}`);
  const title =
    item.item_kind === 'task'
      ? (item.task_text ?? t('homework.item.task'))
      : (item.content_title ?? t('homework.item.untitled', { kind }));
  return (
    <>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {kind}
      </Text>
    </>
  );
}

const KINDS = ['content', 'question', 'paper', 'task', 'recorded_lecture', 'study_notes'] as const;
function kindKey(kind: string): (typeof KINDS)[number] {
  return (KINDS as readonly string[]).includes(kind) ? (kind as (typeof KINDS)[number]) : 'content';
}
