import type { LearnListItem, LearnListItemInput } from '@esc/contracts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRemoveLearnListItems } from '../api/learnlist-writes.api';
import { itemKey } from '../utils/item-kind';
import { LearnListProblem } from './learnlist-problem.component';
import classes from './learnlists.module.css';
import '../homework-items.strings';
import { ItemTitle } from './item-title.component';
import { DANGER_COLOUR } from './colours';

/** A list's items in order; an editor removes one with one tap. */
export function LearnListItems({
  learnlistId,
  items,
  editable,
}: {
  learnlistId: number;
  items: readonly LearnListItem[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const remove = useRemoveLearnListItems(learnlistId);
  // A removed item's row goes with its button: the list takes the focus instead of the page's top.
  const listRef = useRef<HTMLOListElement>(null);
  if (items.length === 0) return <Text c="dimmed">{t('learnlists.manage.noItems')}</Text>;
  return (
    <Stack gap="xs">
      {remove.isError && <LearnListProblem error={remove.error} action="remove" />}
      <ol className={classes.plainList} aria-label={t('learnlists.manage.itemsTitle')} ref={listRef} tabIndex={-1}>
        {items.map((item, index) => {
          const busy = remove.isPending && remove.variables?.[0] && itemKey(remove.variables[0]) === itemKey(item);
          return (
            <li key={itemKey(item)} className={classes.row} data-testid="learnlist-item">
              <Text fw={600} w={28} ta="end" aria-hidden>
                {index + 1}.
              </Text>
              <div className={classes.grow}>
                <ItemTitle item={item} />
                {!item.openable && item.unavailable_reason && (
                  <Text size="sm" c="dimmed">
                    {item.unavailable_reason}
                  </Text>
                )}
              </div>
              {!item.openable && (
                <Badge variant="outline" color="gray.7">
                  {t('homeworkItems.unavailable')}
                </Badge>
              )}
              {editable && (
                <Button
                  variant="subtle"
                  color={DANGER_COLOUR}
                  size="sm"
                  leftSection={<IconX size={16} aria-hidden />}
                  loading={!!busy}
                  disabled={remove.isPending && !busy}
                  aria-label={t('learnlists.manage.removeItem', { position: index + 1 })}
                  onClick={() =>
                    remove.mutate(
                      [
                        {
                          learnlist_item_id: item.learnlist_item_id,
                          learnlist_item_type: item.learnlist_item_type as LearnListItemInput['learnlist_item_type'],
                        },
                      ],
                      { onSuccess: () => listRef.current?.focus() },
                    )
                  }
                >
                  {t('learnlists.teach.remove')}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
