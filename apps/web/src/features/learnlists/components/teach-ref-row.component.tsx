import type { LearnListItemInput } from '@esc/contracts';
import { Text } from '@mantine/core';
import type { TeachingList } from '../hooks/use-teaching-list.hook';
import classes from './learnlists.module.css';
import { TeachAddToggle } from './teach-add-toggle.component';

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
      <TeachAddToggle input={input} title={title} list={list} />
    </li>
  );
}
