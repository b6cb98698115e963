import { Card, DataList, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLATFORM_CONTACT } from '../../../lib/platform-contact';
import { PageTitle } from '../../../components/page-title.component';

export function CustomerCareContactRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle page={t('customerCare.title')} />
      <Title order={1}>{t('customerCare.title')}</Title>
      <Text>{t('customerCare.intro')}</Text>
      <Card withBorder padding="lg">
        <DataList labelWidth={90}>
          <DataList.Item>
            <DataList.ItemLabel>{t('customerCare.emailLabel')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="support-email">{PLATFORM_CONTACT.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('customerCare.phoneLabel')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="support-phone">{PLATFORM_CONTACT.phone}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Text size="sm" c="dimmed" mt="md">
          {t('customerCare.hours')}
        </Text>
      </Card>
    </Stack>
  );
}
