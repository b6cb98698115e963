import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRenameLearnList } from '../api/learnlist-writes.api';
import { LearnListProblem } from './learnlist-problem.component';

/** Renames a list in place; its items and assignments stay. */
export function RenameForm({ learnlistId, name, onDone }: { learnlistId: number; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const rename = useRenameLearnList(learnlistId);
  // It takes the place of the Rename button that opened it: the name field takes the focus.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (!next || next === name) return onDone();
    rename.mutate(next, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label={t('learnlists.manage.renameForm')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('learnlists.manage.newName')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={120}
          required
          ref={input}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={rename.isPending}>
          {t('learnlists.manage.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('learnlists.manage.cancel')}
        </Button>
      </Group>
      {rename.isError && <LearnListProblem error={rename.error} action="rename" />}
    </form>
  );
}
