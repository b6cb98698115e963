import { Accordion, Button, Stack, Text } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const DEMO_PASSWORD = 'Demo@1234';

/** The demo seed's accounts (CONTRACT.md, "Demo data"); every one uses DEMO_PASSWORD. */
const DEMO_ACCOUNTS = [
  { who: 'demoStudent', username: 'student@demo.school' },
  { who: 'demoFreeStudent', username: 'freestudent@demo.school' },
  { who: 'demoParent', username: 'parent@demo.school' },
  { who: 'demoTeacher', username: 'teacher@demo.school' },
  { who: 'demoAdmin', username: 'admin@demo.school' },
] as const;

interface DemoAccountsProps {
  onPick: (account: { username: string; password: string }) => void;
}

export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" chevronPosition="right">
      <Accordion.Item value="demo">
        <Accordion.Control icon={<IconUserScan size={18} aria-hidden />}>{t('signIn.demoTitle')}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="sm">
            {t('signIn.demoIntro', { password: DEMO_PASSWORD })}
          </Text>
          <Stack gap="xs">
            {DEMO_ACCOUNTS.map((account) => (
              <Button
                key={account.username}
                variant="default"
                justify="space-between"
                fullWidth
                // Visible label and address, with a pause between them for screen readers.
                aria-label={t('signIn.demoAccountName', {
                  who: t(`signIn.${account.who}`),
                  username: account.username,
                })}
                onClick={() => onPick({ username: account.username, password: DEMO_PASSWORD })}
                rightSection={
                  <Text span size="xs" c="dimmed">
                    {account.username}
                  </Text>
                }
                styles={{ label: { flexShrink: 0 } }}
              >
                {t(`signIn.${account.who}`)}
              </Button>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
