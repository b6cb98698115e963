import type { LearnListDetail } from '@esc/contracts';
import { Button, Checkbox, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { QueryError } from '../../../components/query-error.component';
import { useSchoolTeachers, useShareLearnList } from '../api/learnlist-share.api';
import { LearnListProblem } from './learnlist-problem.component';

interface ShareDialogProps {
  list: LearnListDetail;
  me: string;
  opened: boolean;
  onClose: () => void;
}

/** Shares the owner's list with other teachers of the school: they may change and assign it too. */
export function ShareDialog({ list, me, opened, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('learnlists.manage.close') }}
      opened={opened}
      onClose={onClose}
      title={t('learnlists.share.title')}
      size="lg"
      centered
    >
      {opened && <ShareForm list={list} me={me} onClose={onClose} />}
    </Modal>
  );
}

function ShareForm({ list, me, onClose }: Omit<ShareDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [chosen, setChosen] = useState<string[]>([]);
  const teachers = useSchoolTeachers(debounced, true);
  const share = useShareLearnList(list.learnlist_id);
  const already = new Set(list.shared_with.map((s) => s.uuid));
  const others = (teachers.data?.teacher_list ?? []).filter((tch) => tch.uuid !== me && !already.has(tch.uuid));
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('learnlists.share.search')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={100}
      />
      {teachers.isError ? (
        <QueryError
          title={t('learnlists.share.loadError')}
          error={teachers.error}
          onRetry={() => void teachers.refetch()}
        />
      ) : teachers.isPending ? (
        <Skeleton h={80} role="status" aria-label={t('common.loading')} />
      ) : others.length === 0 ? (
        <Text c="dimmed">{t('learnlists.share.none')}</Text>
      ) : (
        <Checkbox.Group label={t('learnlists.share.teachers')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {others.map((tch) => (
              <Checkbox key={tch.uuid} value={tch.uuid} label={tch.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {share.isError && <LearnListProblem error={share.error} action="share" />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('learnlists.manage.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          loading={share.isPending}
          onClick={() => share.mutate(chosen, { onSuccess: onClose })}
        >
          {t('learnlists.share.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
