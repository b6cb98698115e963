import type { DoubtStatus } from '@esc/contracts';
import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../lib/toast';
import { useDoubtQueue } from '../api/doubts.api';
import { AnswerDoubtForm } from './answer-doubt-form.component';
import { DoubtList } from './doubt-list.component';
import '../doubts.strings';

const PAGE_SIZE = 20;

/** A teacher's queue: the doubts of their classes and subjects, unanswered first, each answered in place. */
export function DoubtQueue() {
  const { t } = useTranslation();
  const [classKey, setClassKey] = useState<string | null>(null);
  const [status, setStatus] = useState<DoubtStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<number | null>(null);
  const [sectionId, subjectId] = classKey ? classKey.split(':').map(Number) : [undefined, undefined];
  const query = useDoubtQueue({
    section_id: sectionId,
    subject_id: subjectId,
    status: status === 'all' ? undefined : status,
    page_no: page,
    page_size: PAGE_SIZE,
  });
  const classes = query.data?.classes ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('doubts.queue.filter')}
          data={[
            { value: '', label: t('doubts.queue.all') },
            ...classes.map((c) => ({
              value: `${c.section_id}:${c.subject_id}`,
              label: `${c.section_name} · ${c.subject_name}`,
            })),
          ]}
          value={classKey ?? ''}
          allowDeselect={false}
          onChange={(value) => {
            setClassKey(value || null);
            setPage(1);
          }}
          w={260}
          maw="100%"
        />
        <Select
          label={t('doubts.queue.status')}
          data={[
            { value: 'all', label: t('doubts.queue.statusAll') },
            { value: 'open', label: t('doubts.queue.statusOpen') },
            { value: 'answered', label: t('doubts.queue.statusAnswered') },
          ]}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus((value as DoubtStatus | 'all' | null) ?? 'all');
            setPage(1);
          }}
          w={160}
        />
        {query.data && (
          <Badge size="lg" variant="light" role="status">
            {t('doubts.queue.open', { count: query.data.open_count })}
          </Badge>
        )}
      </Group>
      <DoubtList
        query={query}
        empty={t('doubts.emptyQueue')}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        actions={(doubt) =>
          answering === doubt.doubt_id ? (
            <AnswerDoubtForm
              doubt={doubt}
              onDone={() => {
                setAnswering(null);
                showToast({ message: t('doubts.queue.sent'), tone: 'success' });
              }}
            />
          ) : (
            <Button variant="light" onClick={() => setAnswering(doubt.doubt_id)} style={{ alignSelf: 'flex-start' }}>
              {doubt.status === 'answered' ? t('doubts.queue.improve') : t('doubts.queue.answer')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
