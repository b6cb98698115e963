import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { SIGN_IN_PATH } from '../../../lib/sign-in-redirect';
import { useLogout } from '../api/logout.api';

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutMutation = useLogout({
    onSignedOut: () => {
      void navigate(SIGN_IN_PATH, { replace: true });
      showToast({ message: t('session.signedOut'), tone: 'success' });
    },
  });
  return (
    <Button
      variant="subtle"
      size="sm"
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={logoutMutation.isPending}
      onClick={() => logoutMutation.mutate()}
    >
      {t('nav.signOut')}
    </Button>
  );
}
