import { isLearner } from '@esc/domain';
import { Button } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import type { AskDoubtTarget } from '../../../components/ask-doubt/ask-doubt.context';
import { useSession } from '../../../lib/session';
import { askDoubtHref } from '../utils/doubt-links';
import '../doubts.strings';

/** "Ask a doubt" on another feature's screen, for learners (parents and staff read and answer doubts). */
export function AskDoubtLink({ target }: { target: AskDoubtTarget }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || !isLearner(session.user_type_id)) return null;
  return (
    <Button
      component={Link}
      to={askDoubtHref(target)}
      variant="light"
      size="sm"
      leftSection={<IconHelpCircle size={18} aria-hidden />}
      aria-label={t('doubts.askEntryLabel', { title: target.title })}
      data-testid="ask-doubt-link"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('doubts.askEntry')}
    </Button>
  );
}
