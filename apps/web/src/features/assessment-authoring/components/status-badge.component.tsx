import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

// Filled, with text that keeps 4.5:1 (autoContrast writes black on the light ones); the light variant
// of green and orange does not.
const COLORS: Record<string, string> = { upcoming: 'gray.2', open: 'teal.9', closed: 'yellow.4', published: 'blue.9' };
const KNOWN = ['upcoming', 'open', 'closed', 'published'] as const;

/** An assignment's status in words: not open yet, open, closed (results not out), published. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = KNOWN.find((s) => s === status);
  return (
    <Badge color={COLORS[status] ?? 'gray.2'} autoContrast>
      {known ? t(`authoring.status.${known}`) : status}
    </Badge>
  );
}
