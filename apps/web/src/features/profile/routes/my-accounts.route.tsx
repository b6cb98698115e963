import { isParent } from '@esc/domain';
import { useTranslation } from '../../../lib/use-translation';
import { ChildProfiles } from '../components/child-profiles.component';
import { DeviceAccountsList } from '../components/device-accounts-list.component';
import { FamilyPage } from '../components/family-page.component';

/** The accounts this device has signed in with (spec 002 §2.2 /my-accounts), and a parent's children. */
export function MyAccountsRoute() {
  const { t } = useTranslation();
  return (
    <FamilyPage title={t('familyProfiles.accountsTitle')} intro={t('familyProfiles.accountsIntro')}>
      {(profile) => (
        <>
          <DeviceAccountsList currentUuid={profile.uuid} title={t('familyProfiles.rememberedTitle')} />
          {isParent(profile.user_type_id) && <ChildProfiles linkedChildren={profile.children} />}
        </>
      )}
    </FamilyPage>
  );
}
