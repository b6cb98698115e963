import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { isGuestSession, sessionFromGuestLogin, useSession, writeSession } from '../../../lib/session';
import { useGuestLogin } from '../api/guest-login.api';

/** Where a guest starts: the board list (spec 000 §1, §6). */
const GUEST_START = '/browse';

/** "Browse as a guest": starts a guest session (user type 0) and opens the board list. */
export function GuestEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const guestLogin = useGuestLogin();
  const start = () => {
    if (isGuestSession(session)) {
      void navigate(GUEST_START);
      return;
    }
    guestLogin.mutate(
      {},
      {
        onSuccess: (data) => {
          queryClient.clear();
          writeSession(sessionFromGuestLogin(data, Date.now()));
          void navigate(GUEST_START);
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Divider label={t('signIn.or')} labelPosition="center" />
      {guestLogin.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('signIn.guestFailed')}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconCompass size={18} aria-hidden />}
        loading={guestLogin.isPending}
        onClick={start}
        data-testid="guest-entry"
      >
        {t('signIn.guest')}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('signIn.guestHint')}
      </Text>
    </Stack>
  );
}
