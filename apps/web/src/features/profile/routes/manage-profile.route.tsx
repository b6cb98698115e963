import type { Profile } from '@esc/contracts';
import { isLearner, isParent } from '@esc/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ClassLine } from '../components/child-profiles.component';
import { DeviceAccountsList } from '../components/device-accounts-list.component';
import { EditDetails } from '../components/edit-details.component';
import { FamilyPage } from '../components/family-page.component';
import { ProfilePhoto } from '../components/profile-photo.component';

/** Managing the family's profiles (spec 001 /manage-profile): names, classes, and this device's accounts. */
export function ManageProfileRoute() {
  const { t } = useTranslation();
  return (
    <FamilyPage title={t('familyProfiles.manageTitle')} intro={t('familyProfiles.manageIntro')}>
      {(profile) => (
        <>
          {/* Keyed by the person, so a fresh sign-in never shows another person's draft. */}
          <EditDetails key={profile.uuid} profile={profile} />
          <ProfilePhoto key={`photo-${profile.uuid}`} profile={profile} />
          <Classes profile={profile} />
          <DeviceAccountsList currentUuid={profile.uuid} title={t('familyProfiles.accountsTitle')} />
        </>
      )}
    </FamilyPage>
  );
}

/** The learner's class, or a parent's children's: read here, changed by the school's roster. */
function Classes({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const people = isParent(profile.user_type_id) ? profile.children : isLearner(profile.user_type_id) ? [profile] : [];
  if (people.length === 0) return null;
  const title = isParent(profile.user_type_id)
    ? t('familyProfiles.childClassesTitle')
    : t('familyProfiles.yourClassTitle');
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="classes-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="classes-title">
          {title}
        </Title>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {people.map((person) => (
            <li key={person.uuid}>
              <Text fw={600}>{person.name}</Text>
              <ClassLine child={person} />
            </li>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('familyProfiles.classHint')}
        </Text>
      </Stack>
    </Card>
  );
}
