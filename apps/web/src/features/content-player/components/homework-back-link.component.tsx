import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { useHomeworkAssignId } from '../hooks/use-homework-assign-id.hook';

/** Opened from homework: the way back to it (the homework screen opens the assignment named). */
export function HomeworkBackLink() {
  const { t } = useTranslation();
  const assignId = useHomeworkAssignId();
  if (assignId === null) return null;
  return (
    <Anchor
      component={Link}
      to={`/learnlist?assignId=${assignId}`}
      size="sm"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
      data-testid="player-homework-link"
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('player.backToHomework')}
    </Anchor>
  );
}
