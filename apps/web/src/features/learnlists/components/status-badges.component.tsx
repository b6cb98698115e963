import type { HomeworkEntry } from '@esc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_SHADE } from '../../../components/status-colours';

const STAGE = {
  1: { key: 'draft', colour: STATUS_SHADE.neutral },
  2: { key: 'published', colour: STATUS_SHADE.success },
  3: { key: 'archived', colour: STATUS_SHADE.warning },
} as const;

const STATUS: Record<HomeworkEntry['status'], string> = {
  overdue: STATUS_SHADE.danger,
  due: STATUS_SHADE.info,
  upcoming: STATUS_SHADE.neutral,
  done: STATUS_SHADE.success,
  done_late: STATUS_SHADE.warning,
};

/** A list's stage: draft, published or archived. */
export function StageBadge({ stage }: { stage: number }) {
  const { t } = useTranslation();
  const found = STAGE[stage as keyof typeof STAGE] ?? STAGE[1];
  return (
    <Badge color={found.colour} variant="filled" data-testid="stage-badge">
      {t(`learnlists.stage.${found.key}`)}
    </Badge>
  );
}

/** Where a learner is with one homework: overdue, due, upcoming, done or done late. */
export function HomeworkStatusBadge({ status }: { status: HomeworkEntry['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS[status]} variant="filled" data-testid="homework-status">
      {t(`homework.status.${status}`)}
    </Badge>
  );
}
