import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { upcoming: 'gray', open: 'green', closed: 'orange', published: 'blue' };
const KNOWN = ['upcoming', 'open', 'closed', 'published'] as const;

/** An assignment's status in words: not open yet, open, closed (results not out), published. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = KNOWN.find((s) => s === status);
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {known ? t(`authoring.status.${known}`) : status}
    </Badge>
  );
}
