import { isParent, roleDashboardPath } from '@esc/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { ChildProfiles } from '../components/child-profiles.component';
import { DeviceAccountsList } from '../components/device-accounts-list.component';
import { FamilyPage } from '../components/family-page.component';
import { userTypeLabelKey } from '../utils/user-type-label';

/** Whose profile to use on this device (spec 001 /choose-profile): a parent's children, or another account. */
export function ChooseProfileRoute() {
  const { t } = useTranslation();
  return (
    <FamilyPage title={t('familyProfiles.chooseTitle')} intro={t('familyProfiles.chooseIntro')}>
      {(profile) => (
        <>
          {isParent(profile.user_type_id) && <ChildProfiles linkedChildren={profile.children} />}
          <Card withBorder padding="lg" component="section" aria-labelledby="own-profile-title">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={2}>
                <Title order={2} size="h3" id="own-profile-title">
                  {t('familyProfiles.yourProfile')}
                </Title>
                <Group gap="xs">
                  <Text fw={600}>{profile.name}</Text>
                  <Badge variant="filled" color="teal.9" tt="none">
                    {t('familyProfiles.current')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(userTypeLabelKey(profile.user_type_id, profile.role))}
                </Text>
              </Stack>
              <Button
                component={Link}
                to={roleDashboardPath({ userTypeId: profile.user_type_id, role: profile.role })}
                variant="default"
              >
                {t('familyProfiles.openDashboard')}
              </Button>
            </Group>
          </Card>
          <DeviceAccountsList currentUuid={profile.uuid} othersOnly title={t('familyProfiles.otherAccounts')} />
        </>
      )}
    </FamilyPage>
  );
}
