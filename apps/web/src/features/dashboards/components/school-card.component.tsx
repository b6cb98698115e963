import type { SchoolSummary, SectionSummary } from '@esc/contracts';
import { Card, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './dashboards.module.css';

interface SchoolCardProps {
  heading: string;
  school: SchoolSummary | null;
  /** The learner's batch: board, class and section. */
  section: SectionSummary | undefined;
  /** Staff teach several sections (listed apart): show the school only. */
  compact?: boolean;
}

/** School, board, class and section of one learner. */
export function SchoolCard({ heading, school, section, compact = false }: SchoolCardProps) {
  const { t } = useTranslation();
  const schoolRow = { label: t('dashboard.school'), value: school?.school_name ?? t('dashboard.noSchool') };
  const rows = compact
    ? [schoolRow]
    : [
        schoolRow,
        { label: t('dashboard.board'), value: section?.board_name ?? t('dashboard.noSection') },
        { label: t('dashboard.class'), value: section?.class_name ?? t('dashboard.noSection') },
        { label: t('dashboard.section'), value: section?.section_name ?? t('dashboard.noSection') },
      ];
  return (
    <Card withBorder padding="lg" component="section" aria-label={heading}>
      <Title order={2} size="h3" mb="sm">
        {heading}
      </Title>
      <dl className={classes.facts}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
