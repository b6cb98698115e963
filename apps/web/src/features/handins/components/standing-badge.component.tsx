import type { HandinStanding } from '@esc/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<HandinStanding, string> = {
  not_handed_in: 'gray',
  handed_in: 'blue',
  late: 'orange',
  returned: 'green',
  asked_again: 'grape',
};

/** A hand-in's state in words (colour is never the only sign). */
export function StandingBadge({ standing }: { standing: HandinStanding }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOUR[standing]} variant="light" data-testid="handin-standing">
      {t(`handins.standing.${standing}`)}
    </Badge>
  );
}
