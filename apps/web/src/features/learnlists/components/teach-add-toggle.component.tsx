import type { LearnListItemInput } from '@esc/contracts';
import { Button, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { itemKey } from '../utils/item-kind';
import { DANGER_COLOUR } from './colours';

/** A teaching-screen row's Add, or its tick and Remove once the item is in the list: one tap each. */
export function TeachAddToggle({
  input,
  title,
  list,
}: {
  input: LearnListItemInput;
  title: string;
  list: TeachingList;
}) {
  const { t } = useTranslation();
  const key = itemKey(input);
  const added = list.added.get(key);
  const busy = list.pending.has(key);
  // Add and Remove take each other's place: the one that appears takes the focus, so a keyboard
  // stays in the row instead of falling back to the top of the page.
  const addRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const tapped = useRef(false);
  const isAdded = !!added;
  useEffect(() => {
    if (!tapped.current) return;
    tapped.current = false;
    (isAdded ? removeRef : addRef).current?.focus();
  }, [isAdded]);
  if (added) {
    return (
      <>
        <ThemeIcon variant="default" color="teal" radius="xl" size="md" aria-hidden>
          <IconCheck size={16} />
        </ThemeIcon>
        <Button
          variant="subtle"
          color={DANGER_COLOUR}
          size="sm"
          leftSection={<IconX size={16} aria-hidden />}
          loading={busy}
          aria-label={t('learnlists.teach.removeItem', { title })}
          ref={removeRef}
          onClick={() => {
            tapped.current = true;
            void list.remove(added);
          }}
        >
          {t('learnlists.teach.remove')}
        </Button>
      </>
    );
  }
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconPlus size={16} aria-hidden />}
      loading={busy}
      disabled={list.full}
      aria-label={t('learnlists.teach.addItem', { title })}
      ref={addRef}
      onClick={() => {
        tapped.current = true;
        void list.add(input, title);
      }}
    >
      {t('learnlists.teach.add')}
    </Button>
  );
}
