import type { HandinStanding } from '@esc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_SHADE } from '../../../components/status-colours';

// The app's status shades: white text on them stays above WCAG AA.
const COLOUR: Record<HandinStanding, string> = {
  not_handed_in: STATUS_SHADE.neutral,
  handed_in: STATUS_SHADE.info,
  late: STATUS_SHADE.warning,
  returned: STATUS_SHADE.success,
  asked_again: STATUS_SHADE.danger,
};

/** A hand-in's state in words (colour is never the only sign). */
export function StandingBadge({ standing }: { standing: HandinStanding }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOUR[standing]} variant="filled" data-testid="handin-standing">
      {t(`handins.standing.${standing}`)}
    </Badge>
  );
}
