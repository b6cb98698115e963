import { Button, Card, Text, Title, type TitleOrder } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { SIGN_IN_PATH, type SignInRedirectState } from '../lib/sign-in-redirect';

/**
 * What a guest sees where a screen needs more than the guest-allowed reads (spec 000 §6): a sign-in
 * button that brings them back to this very screen afterwards.
 */
export function SignInToContinue({ headingOrder = 2 }: { headingOrder?: TitleOrder }) {
  const { t } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} data-testid="sign-in-card">
      <Title order={headingOrder} size="h4" id={headingId} mb="xs" style={{ display: 'flex', gap: 8 }}>
        <IconLock size={20} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        {t('guest.signInTitle')}
      </Title>
      <Text size="sm" mb="md">
        {t('guest.signInText')}
      </Text>
      <Button component={Link} to={SIGN_IN_PATH} state={state} w="fit-content">
        {t('guest.signIn')}
      </Button>
    </Card>
  );
}
