import type { ClassroomRecap } from '@esc/contracts';
import { Anchor } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import '../live-classes.strings';

/**
 * A class's published recap, under the class: it opens as homework items do, through
 * the recap's assignment (the access gate's learn-list rule).
 */
export function ClassRecapLink({ recap, title }: { recap: ClassroomRecap | undefined; title: string }) {
  const { t } = useTranslation();
  if (!recap?.assign_id) return null;
  return (
    <Anchor
      component={Link}
      to={`/learnlist-detail/${recap.learnlist_id}?assignId=${recap.assign_id}`}
      size="sm"
      aria-label={t('liveClasses.recapOf', { title, count: recap.item_count })}
    >
      <IconNotebook size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
      {t('liveClasses.recap', { count: recap.item_count })}
    </Anchor>
  );
}
