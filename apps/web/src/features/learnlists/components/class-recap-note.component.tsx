import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { LearnListPath } from '../utils/learnlist-path';
import '../class-recap.strings';

/** A class recap is published for its class, not assigned as homework: said where a list's stage is changed. */
export function ClassRecapNote() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('classRecap.noteTitle')}>
      {t('classRecap.note')}{' '}
      <Anchor component={Link} to={LearnListPath.classRecaps}>
        {t('classRecap.screenTitle')}
      </Anchor>
    </Alert>
  );
}
