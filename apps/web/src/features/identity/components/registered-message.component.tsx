import { Anchor } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { SIGN_IN_PATH } from '../../../lib/sign-in-redirect';

/**
 * The static-page message of spec 002 §5.1 under a registered email or mobile, with a sign-in
 * link. Rendered as the field's error, so the field is invalid and describes itself by it.
 */
export function RegisteredMessage({ entity }: { entity: 'email' | 'mobile' }) {
  const { t } = useTranslation();
  // Keeps where sign-in returns to (a parent's consent link), as the sign-up screen does.
  const { state } = useLocation();
  return (
    <span data-testid={`registered-${entity}-message`}>
      {t(entity === 'email' ? 'signUp.registeredEmail' : 'signUp.registeredMobile')}{' '}
      <Anchor component={Link} to={SIGN_IN_PATH} state={state} inherit fw={700}>
        {t('signUp.signIn')}
      </Anchor>
    </span>
  );
}
