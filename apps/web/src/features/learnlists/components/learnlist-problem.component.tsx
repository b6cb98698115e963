import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { learnListProblemText, type LearnListAction } from '../utils/learnlist-problem';

/** A refused or failed learn-list call, said in plain words for what was being done. */
export function LearnListProblem({ error, action }: { error: unknown; action: LearnListAction }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      data-testid="learnlist-problem"
    >
      {learnListProblemText(error, action, t)}
    </Alert>
  );
}
