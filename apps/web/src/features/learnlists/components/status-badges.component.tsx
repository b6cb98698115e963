import type { HomeworkEntry } from '@esc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Filled badges in dark shades: white text on them stays above WCAG AA (4.5:1).
const STAGE = {
  1: { key: 'draft', colour: '#495057' },
  2: { key: 'published', colour: '#1f6f33' },
  3: { key: 'archived', colour: '#8a4b08' },
} as const;

const STATUS: Record<HomeworkEntry['status'], string> = {
  overdue: '#b02a1f',
  due: '#1864ab',
  upcoming: '#495057',
  done: '#1f6f33',
  done_late: '#8a4b08',
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
