import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the screen is built. */
export function VerifyOtpRoute() {
  const { t } = useTranslation();
  return <Title order={1}>{t('signUp.verifyTitle')}</Title>;
}
