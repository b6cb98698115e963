import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useClassmatesDoubts, useMyDoubts } from '../api/doubts.api';
import { DoubtList } from './doubt-list.component';
import '../doubts.strings';

/** A learner's doubts (a parent: the child's), newest first, with their answers. */
export function LearnerDoubts({ childUuid }: { childUuid: string | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyDoubts(childUuid, page);
  return (
    <DoubtList
      query={query}
      empty={childUuid ? t('doubts.emptyChild') : t('doubts.empty')}
      page={page}
      pageSize={20}
      onPage={setPage}
      hideAsker={childUuid === null}
    />
  );
}

/** Answered doubts of the learner's class, without names, when the school shares them. */
export function ClassmatesDoubts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useClassmatesDoubts(page);
  if (!query.data?.allowed) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="classmates-doubts">
      <Title order={2} size="h4" id="classmates-doubts">
        {t('doubts.classmatesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('doubts.classmatesNote')}
      </Text>
      <DoubtList query={query} empty={t('doubts.classmatesEmpty')} page={page} pageSize={10} onPage={setPage} />
    </Stack>
  );
}
