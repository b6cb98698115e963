import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the screen is built. */
export function InstituteDetailParentRoute() {
  const { t } = useTranslation();
  return <Title order={1}>{t('institutes.detailTitle')}</Title>;
}
