import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { InstituteList } from '../components/institute-list.component';
import { InstitutePage } from '../components/institute-page.component';
import { WithActiveChild } from '../components/parent-child-picker.component';
import '../institutes.strings';

/** The active child's institutes (spec 001 §2), with a link to each institute's details. */
export function ParentInstituteDashboardRoute() {
  const { t } = useTranslation();
  return (
    <InstitutePage title={t('institutes.parentDashboardTitle')} calendar>
      {(profile) => (
        <WithActiveChild profile={profile}>
          {(childUuid, childName) => (
            <Stack gap="md">
              <Text fw={500} c="dimmed">
                {t('institutes.institutesOf', { name: childName })}
              </Text>
              <InstituteList learnerUuid={childUuid} showDetailsLink />
            </Stack>
          )}
        </WithActiveChild>
      )}
    </InstitutePage>
  );
}
