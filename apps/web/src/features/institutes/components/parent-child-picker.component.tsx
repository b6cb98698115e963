import type { Profile } from '@esc/contracts';
import { EmptyState, Select } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { resolveActiveChild } from '../../../lib/active-child';
import { useActiveChild } from '../../../lib/active-child.context';

/** A parent acts for the active child (lib/active-child): choose it, then render the child's screen. */
export function WithActiveChild({
  profile,
  children,
}: {
  profile: Profile;
  children: (childUuid: string, childName: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { storedChildUuid, setActiveChild } = useActiveChild();
  const active = resolveActiveChild(profile.children, storedChildUuid);
  const child = profile.children.find((c) => c.uuid === active);
  if (!child) {
    return (
      <EmptyState
        icon={<IconMoodKid aria-hidden />}
        withIndicatorBackground
        title={t('institutes.noChildrenTitle')}
        description={t('institutes.noChildrenText')}
      />
    );
  }
  return (
    <>
      {profile.children.length > 1 && (
        <Select
          label={t('institutes.activeChild')}
          data={profile.children.map((c) => ({ value: c.uuid, label: c.name }))}
          value={child.uuid}
          onChange={(value) => {
            if (value) setActiveChild(value);
          }}
          allowDeselect={false}
          maw={360}
          data-testid="institute-active-child"
        />
      )}
      {children(child.uuid, child.name)}
    </>
  );
}
