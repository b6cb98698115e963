import type { LearnListItemInput } from '@esc/contracts';
import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import { itemKey } from '../utils/item-kind';
import classes from './learnlists.module.css';
import { DANGER_COLOUR } from './colours';

interface TeachRefRowProps {
  /** The item as added: a question, a paper or a recorded lecture, by id. */
  input: LearnListItemInput;
  title: string;
  /** What it is and a detail ("Question · Single choice", "Test paper · 20 questions"). */
  detail: string;
  list: TeachingList;
}

/** A question, paper or recorded lecture on the teaching screen: one tap adds it to the list, one removes it. */
export function TeachRefRow({ input, title, detail, list }: TeachRefRowProps) {
  const { t } = useTranslation();
  const key = itemKey(input);
  const added = list.added.get(key);
  const busy = list.pending.has(key);
  // Add and Remove take each other's place: the one that appears takes the focus (the keyboard stays here).
  const addRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const tapped = useRef(false);
  const isAdded = !!added;
  useEffect(() => {
    if (!tapped.current) return;
    tapped.current = false;
    (isAdded ? removeRef : addRef).current?.focus();
  }, [isAdded]);
  return (
    <li className={classes.row} data-testid="teach-ref">
      <div className={classes.grow}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </div>
      {added ? (
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
      ) : (
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
      )}
    </li>
  );
}
