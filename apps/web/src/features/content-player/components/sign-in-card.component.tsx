import { UserType } from '@esc/domain';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { clearSession, readSession } from '../../../lib/session';
import { SIGN_IN_PATH, type SignInRedirectState } from '../../../lib/sign-in-redirect';

/** Guests see what the content is, and sign in to open it; sign-in brings them back here. */
export function SignInCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
    // A guest session would send the sign-in screen straight on; it ends first.
    if (readSession()?.user_type_id === UserType.Guest) clearSession();
    void navigate(SIGN_IN_PATH, { state });
  };
  return (
    <Card withBorder padding="lg" data-testid="player-sign-in">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('player.signInTitle')}
        </Title>
        <Text>{t('player.signInText')}</Text>
        <Button leftSection={<IconLogin2 size={18} aria-hidden />} onClick={signIn}>
          {t('player.signIn')}
        </Button>
      </Stack>
    </Card>
  );
}
