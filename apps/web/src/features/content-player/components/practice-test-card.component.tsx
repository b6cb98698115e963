import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Practice tests play in the test engine, which arrives with assessments: say so plainly. */
export function PracticeTestCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="practice-test-card">
      <Title order={2} size="h3" mb="xs">
        {t('player.practiceTest.title')}
      </Title>
      <Text>{t('player.practiceTest.text')}</Text>
    </Card>
  );
}
