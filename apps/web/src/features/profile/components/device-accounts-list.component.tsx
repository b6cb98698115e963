import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { forgetDeviceAccount, useDeviceAccounts, type DeviceAccount } from '../../../lib/device-accounts';
import { showToast } from '../../../lib/toast';
import { useLeaveAccount } from '../api/switch-account.api';
import { userTypeLabelKey } from '../utils/user-type-label';

interface DeviceAccountsListProps {
  /** The signed-in account. */
  currentUuid: string;
  /** Show only the other accounts (the profile switch lists the signed-in one apart). */
  othersOnly?: boolean;
  title: string;
}

/** The accounts this device remembers: switch to one (its password is asked), or remove it from the device. */
export function DeviceAccountsList({ currentUuid, othersOnly, title }: DeviceAccountsListProps) {
  const { t } = useTranslation();
  const accounts = useDeviceAccounts().filter((a) => !othersOnly || a.uuid !== currentUuid);
  const leave = useLeaveAccount();
  const remove = (account: DeviceAccount) => {
    if (account.uuid === currentUuid) {
      leave.mutate({ forget: account.uuid });
      return;
    }
    forgetDeviceAccount(account.uuid);
    showToast({ message: t('familyProfiles.removed', { name: account.name }), tone: 'success' });
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="device-accounts-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="device-accounts-title">
          {title}
        </Title>
        {accounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('familyProfiles.noOtherAccounts')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="device-accounts">
            {accounts.map((account) => (
              <li key={account.uuid}>
                <AccountRow
                  account={account}
                  current={account.uuid === currentUuid}
                  busy={leave.isPending}
                  onSwitch={() => leave.mutate({ switchTo: account.username })}
                  onRemove={() => remove(account)}
                />
              </li>
            ))}
          </Stack>
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconLogin size={16} aria-hidden />}
            loading={leave.isPending}
            onClick={() => leave.mutate({})}
          >
            {t('familyProfiles.addAccount')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function AccountRow(props: {
  account: DeviceAccount;
  current: boolean;
  busy: boolean;
  onSwitch: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { account, current } = props;
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ minInlineSize: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{account.name}</Text>
          {current && (
            <Badge variant="filled" color="teal.9" tt="none">
              {t('familyProfiles.current')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t(userTypeLabelKey(account.user_type_id, null))} · {account.username}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        {!current && (
          <Button
            size="sm"
            onClick={props.onSwitch}
            disabled={props.busy}
            aria-label={`${t('familyProfiles.switchTo', { name: account.name })}. ${t('familyProfiles.switchHint', { name: account.name })}`}
          >
            {t('familyProfiles.switchTo', { name: account.name })}
          </Button>
        )}
        <Button
          size="sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          // A long name wraps on a 360 px phone rather than running out of the card.
          h="auto"
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          onClick={props.onRemove}
          disabled={props.busy}
        >
          {t(current ? 'familyProfiles.removeCurrent' : 'familyProfiles.remove', { name: account.name })}
        </Button>
      </Group>
    </Group>
  );
}
