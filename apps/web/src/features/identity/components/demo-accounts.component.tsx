import type { DemoAccount } from '@esc/contracts';
import { Accordion, Button, Stack, Text } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { usePlatformMode } from '../../../lib/platform-mode.api';

interface DemoAccountsProps {
  onPick: (account: { username: string; password: string }) => void;
}

/** The role label of each demo account (signIn.demoStudent, ...). */
const ROLE_LABEL = {
  student: 'signIn.demoStudent',
  freeStudent: 'signIn.demoFreeStudent',
  parent: 'signIn.demoParent',
  teacher: 'signIn.demoTeacher',
  admin: 'signIn.demoAdmin',
} as const satisfies Record<DemoAccount['role'], string>;

/**
 * The demo's accounts, as the server lists them: only a seeded demo sends any, so a production
 * sign-in screen shows nothing here (and a failed or pending read shows nothing either).
 */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { t } = useTranslation();
  const accounts = usePlatformMode().data?.demo_accounts ?? [];
  if (accounts.length === 0) return null;
  const password = accounts[0]!.password;
  return (
    <Accordion variant="contained" chevronPosition="right">
      <Accordion.Item value="demo">
        <Accordion.Control icon={<IconUserScan size={18} aria-hidden />}>{t('signIn.demoTitle')}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" mb="sm">
            {t('signIn.demoIntro', { password })}
          </Text>
          <Stack gap="xs">
            {accounts.map((account) => {
              const who = t(ROLE_LABEL[account.role]);
              return (
                <Button
                  key={account.username}
                  variant="default"
                  justify="space-between"
                  fullWidth
                  // Visible label and address, with a pause between them for screen readers.
                  aria-label={t('signIn.demoAccountName', { who, username: account.username })}
                  onClick={() => onPick({ username: account.username, password: account.password })}
                  rightSection={
                    <Text span size="xs" c="dimmed">
                      {account.username}
                    </Text>
                  }
                  styles={{ label: { flexShrink: 0 } }}
                >
                  {who}
                </Button>
              );
            })}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
